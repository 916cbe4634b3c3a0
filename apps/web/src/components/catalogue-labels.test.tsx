import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import {
  businessCategoryLabel,
  catalogueSlug,
  categoryLabel,
  foodGroupLabel,
} from './catalogue-labels';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('catalogue labels', () => {
  it('makes stable keys of the English names', () => {
    expect(catalogueSlug('Reuse (human)')).toBe('reuseHuman');
    expect(catalogueSlug('Compost & soil')).toBe('compostSoil');
    expect(catalogueSlug('Non-food products')).toBe('nonFoodProducts');
    expect(catalogueSlug('Agricultural Producer')).toBe('agriculturalProducer');
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
    expect(foodGroupLabel('Cereal products', t)).toBe('Cereal products');
    await act(() => i18n.changeLanguage('en'));
    expect(categoryLabel('reuse (human)', t)).toBe('Reuse (human)');
  });
});

// The labels on the screens in another language: features/entry-stepper/components/
// solutions-step.test.tsx (the solution cards) and app/routes/solution-details.test.tsx (the
// details), as shared code does not import features.
