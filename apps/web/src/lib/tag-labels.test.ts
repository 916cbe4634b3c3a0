import type { ComboboxItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { labelledTags } from './tag-labels';

// As the catalogue labels do: known names in any letter case, others as they are.
const german: Record<string, string> = {
  'cereal products': 'Getreideprodukte',
  'milk and dairy products': 'Milch und Milchprodukte',
  cheeses: 'Käse',
};
const label = (code: string) => german[code.toLowerCase()] ?? code;

describe('labelledTags', () => {
  const tags = labelledTags(['Cereal products', 'Milk and dairy products', 'Cheeses'], [], label);

  it('shows the codes by their names and keeps the names by their codes', () => {
    expect(tags.options).toEqual(['Getreideprodukte', 'Milch und Milchprodukte', 'Käse']);
    expect(tags.labelsOf(['Cheeses', 'Molke'])).toEqual(['Käse', 'Molke']);
    expect(tags.codesOf(['Käse', 'kase ', 'GETREIDEPRODUKTE', 'cereal products', 'Molke'])).toEqual(
      ['Cheeses', 'Cereal products', 'Molke'],
    );
  });

  it('lists one name once, and maps a kept tag back to its own code', () => {
    const kept = labelledTags(['Cheeses', 'cheeses'], ['cheeses'], label);
    expect(kept.options).toEqual(['Käse']);
    expect(kept.codesOf(['Käse'])).toEqual(['cheeses']);
  });

  it('suggests by part of the name or of the code, without accents', () => {
    const items: ComboboxItem[] = tags.options.map((name) => ({ value: name, label: name }));
    const found = (search: string) =>
      (tags.filter({ options: items, search, limit: Infinity }) as ComboboxItem[]).map(
        (item) => item.label,
      );
    expect(found('milch')).toEqual(['Milch und Milchprodukte']);
    expect(found('kas')).toEqual(['Käse']);
    expect(found('dairy')).toEqual(['Milch und Milchprodukte']);
    expect(found('')).toHaveLength(3);
  });
});
