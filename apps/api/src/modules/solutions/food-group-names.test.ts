import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foodGroupName, foodGroupNames } from './food-group-names';

// The answer names the groups as the screens do: the same names as the web's catalogue
// namespace, which keys them by a slug of the English name.
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, next?: string) => (next ? next.toUpperCase() : ''));

const WASTE: Record<string, string> = {
  'Food Waste': 'foodWaste',
  'Mixed Food Waste': 'mixedFoodWaste',
  'Expired Food': 'expiredFood',
  'Production Scraps': 'productionScraps',
  'Damaged Products': 'damagedProducts',
  'Preparation Residues': 'preparationResidues',
};

describe('food group names', () => {
  it.each(['de', 'sl', 'it', 'fr'] as const)('in %s are the interface’s names', (language) => {
    const catalogue = JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${language}/catalogue.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, Record<string, string>>;
    const names = foodGroupNames()[language] ?? {};
    expect(Object.keys(names).length).toBe(78);
    for (const [english, name] of Object.entries(names)) {
      const shown =
        catalogue.foodWaste?.[WASTE[english] ?? ''] ??
        catalogue.foodGroups?.[slug(english)] ??
        catalogue.foodSubgroups?.[slug(english)];
      expect(shown, english).toBe(name);
    }
  });

  it('names a group in the language and leaves unknown names and English as they are', () => {
    expect(foodGroupName('Cereal products', 'de')).toBe('Getreideprodukte');
    expect(foodGroupName('Cereal products', 'en')).toBe('Cereal products');
    expect(foodGroupName('Bäckerei', 'de')).toBe('Bäckerei');
  });
});
