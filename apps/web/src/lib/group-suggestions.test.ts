import type { Product } from '@foodhub/contracts';
import { FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { groupSuggestions, subgroupSuggestions } from './group-suggestions';

const product = (group: string, subgroup: string): Product => ({
  _id: `${group}-${subgroup}`,
  product_name: subgroup,
  has_lci_data: true,
  food_group: [group],
  food_subgroup: [subgroup],
});

const products = [
  product('Meat, eggs and fish', 'Raw meat'),
  product('Cereal products', 'Breads and breakfast pastries'),
  product('cereal products', 'Pasta, rice and grains'),
  product('Cereal products', 'Breads and breakfast pastries'),
];

describe('groupSuggestions', () => {
  it('lists each group of the product list once, alphabetically, with Food Waste', () => {
    expect(groupSuggestions(products)).toEqual([
      'Cereal products',
      'Food Waste',
      'Meat, eggs and fish',
    ]);
  });

  it('always suggests Food Waste, even without a product list (spec part 1 §5)', () => {
    expect(groupSuggestions([])).toEqual(['Food Waste']);
  });
});

describe('subgroupSuggestions', () => {
  it('lists each subgroup of the product list once, without the Food Waste ones', () => {
    const suggestions = subgroupSuggestions(products, ['Cereal products']);
    expect(suggestions).toEqual([
      'Breads and breakfast pastries',
      'Pasta, rice and grains',
      'Raw meat',
    ]);
    expect(suggestions).not.toContain('Expired Food');
  });

  it('adds the five Food Waste subgroups first once Food Waste is chosen, in any case', () => {
    expect(subgroupSuggestions([], ['food waste'])).toEqual([...FOOD_WASTE_SUBGROUPS]);
    const suggestions = subgroupSuggestions(products, ['Cereal products', 'Food Waste']);
    expect(suggestions.slice(0, 5)).toEqual([
      'Mixed Food Waste',
      'Expired Food',
      'Production Scraps',
      'Damaged Products',
      'Preparation Residues',
    ]);
    expect(suggestions).toHaveLength(8);
  });
});
