import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import {
  businessCategoryLabel,
  catalogueSlug,
  categoryLabel,
  foodGroupLabel,
  foodSubgroupLabel,
} from './catalogue-labels';

type Names = Record<'foodGroups' | 'foodSubgroups' | 'foodWaste', Record<string, string>>;
const catalogues = import.meta.glob<{ default: Names }>('../locales/*/catalogue.json', {
  eager: true,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('catalogue labels', () => {
  it('makes stable keys of the English names', () => {
    expect(catalogueSlug('Reuse (human)')).toBe('reuseHuman');
    expect(catalogueSlug('Compost & soil')).toBe('compostSoil');
    expect(catalogueSlug('Non-food products')).toBe('nonFoodProducts');
    expect(catalogueSlug('Agricultural Producer')).toBe('agriculturalProducer');
    expect(catalogueSlug('Pizzas, savoury tarts and crêpes')).toBe('pizzasSavouryTartsAndCrepes');
  });

  it('translates the known values in any letter case and leaves the others as they are', async () => {
    await act(() => i18n.changeLanguage('de'));
    const t = i18n.t.bind(i18n);
    expect(categoryLabel('Reuse (human)', t)).toBe('Weiterverwendung (Mensch)');
    expect(categoryLabel('reuse (HUMAN) ', t)).toBe('Weiterverwendung (Mensch)');
    expect(categoryLabel('Insect protein', t)).toBe('Insect protein');
    expect(businessCategoryLabel('Retailer', t)).toBe('Einzelhandel');
    expect(businessCategoryLabel('Bäckerei', t)).toBe('Bäckerei');
    expect(foodGroupLabel('Expired Food', t)).toBe('Abgelaufene Lebensmittel');
    expect(foodGroupLabel('Cereal products', t)).toBe('Getreideprodukte');
    await act(() => i18n.changeLanguage('en'));
    expect(categoryLabel('reuse (human)', t)).toBe('Reuse (human)');
  });

  it('names the stored English groups, subgroups and categories in German and Slovenian', async () => {
    const t = i18n.t.bind(i18n);
    await act(() => i18n.changeLanguage('de'));
    expect(foodGroupLabel('Milk and dairy products', t)).toBe('Milch und Milchprodukte');
    expect(foodSubgroupLabel('Pizzas, savoury tarts and crêpes', t)).toBe(
      'Pizzen, herzhafte Tartes und Crêpes',
    );
    expect(foodSubgroupLabel('cheeses', t)).toBe('Käse');
    expect(foodSubgroupLabel('Mixed Food Waste', t)).toBe('Gemischte Lebensmittelabfälle');
    expect(businessCategoryLabel('Food Processor', t)).toBe('Lebensmittelverarbeitung');

    await act(() => i18n.changeLanguage('sl'));
    expect(foodGroupLabel('Cereal products', t)).toBe('Žitni izdelki');
    expect(foodGroupLabel('Food Waste', t)).toBe('Odpadna hrana');
    expect(foodSubgroupLabel('Vegetables', t)).toBe('Zelenjava');
    expect(businessCategoryLabel('Retailer', t)).toBe('Trgovina na drobno');
  });

  it('shows free text and unknown names as they are, in any language', async () => {
    const t = i18n.t.bind(i18n);
    await act(() => i18n.changeLanguage('sl'));
    expect(foodGroupLabel('Sirotka', t)).toBe('Sirotka');
    expect(foodSubgroupLabel('Bread and bakery products', t)).toBe('Bread and bakery products');
    expect(foodGroupLabel('', t)).toBe('');
    expect(foodSubgroupLabel('???', t)).toBe('???');
    expect(businessCategoryLabel('Food bank', t)).toBe('Food bank');
  });

  it('gives every group and every subgroup its own name in each language', () => {
    // The tag fields list names, and a list cannot hold one name twice.
    for (const [file, { default: names }] of Object.entries(catalogues)) {
      const subgroups = [...Object.values(names.foodSubgroups), ...Object.values(names.foodWaste)];
      const groups = Object.values(names.foodGroups);
      const folded = (list: string[]) => new Set(list.map((name) => name.toLowerCase()));
      expect(folded(groups).size, file).toBe(11);
      expect(folded(subgroups).size, file).toBe(61 + 6);
    }
  });
});

// The labels on the screens in another language: features/entry-stepper/components/
// solutions-step.test.tsx (the solution cards) and app/routes/solution-details.test.tsx (the
// details), as shared code does not import features.
