import type { Product } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  findProductOption,
  matchProductOptions,
  PRODUCT_OPTION_LIMIT,
  productOptions,
} from './product-options';

const product = (id: string, name: string, group = 'Cereal products'): Product => ({
  _id: id,
  product_name: name,
  has_lci_data: true,
  food_group: [group],
  food_subgroup: [],
});

describe('productOptions', () => {
  it('keeps each name once by lowercase name, the first product winning (spec part 1 §5)', () => {
    const options = productOptions([
      product('1', 'Bread, wholemeal'),
      product('2', 'bread, WHOLEMEAL', 'Other'),
      product('3', ' Bread, wholemeal '),
      product('4', 'Apple, raw', 'Fruits'),
    ]);
    expect(options.map((o) => o.name)).toEqual(['Bread, wholemeal', 'Apple, raw']);
    expect(options[0]?.product._id).toBe('1');
  });

  it('leaves out products without a name', () => {
    expect(productOptions([product('1', '  '), product('2', 'Milk')])).toHaveLength(1);
  });
});

describe('findProductOption', () => {
  const options = productOptions([product('1', 'Bread, wholemeal'), product('2', 'Milk')]);

  it('finds a product by its exact name, case and spaces ignored', () => {
    expect(findProductOption(options, '  MILK ')?.product._id).toBe('2');
  });

  it('finds nothing for a part of a name or a blank name', () => {
    expect(findProductOption(options, 'Bread')).toBeUndefined();
    expect(findProductOption(options, ' ')).toBeUndefined();
  });
});

describe('matchProductOptions', () => {
  const options = productOptions([
    product('1', 'Wholemeal bread roll'),
    product('2', 'Bread, wholemeal'),
    product('3', 'Crème brûlée'),
    product('4', 'Apple, raw'),
  ]);

  it('finds every word typed, ignoring case and accents, names starting with it first', () => {
    expect(matchProductOptions(options, 'BREAD').shown.map((o) => o.name)).toEqual([
      'Bread, wholemeal',
      'Wholemeal bread roll',
    ]);
    expect(matchProductOptions(options, 'bread whole').total).toBe(2);
    expect(matchProductOptions(options, 'creme brulee').shown.map((o) => o.name)).toEqual([
      'Crème brûlée',
    ]);
    expect(matchProductOptions(options, 'banana')).toEqual({ shown: [], total: 0 });
  });

  it(`shows at most ${PRODUCT_OPTION_LIMIT} of 2,500 products and says how many match`, () => {
    const many = productOptions(
      Array.from({ length: 2500 }, (_, i) => product(String(i), `Product ${i}`)),
    );
    const all = matchProductOptions(many, '');
    expect(all.shown).toHaveLength(PRODUCT_OPTION_LIMIT);
    expect(all.total).toBe(2500);
    // Every word counts on its own: '1' anywhere in the name.
    const some = matchProductOptions(many, 'product 1');
    expect(some.shown).toHaveLength(PRODUCT_OPTION_LIMIT);
    expect(some.total).toBe(many.filter((o) => o.name.includes('1')).length);
    expect(some.shown.every((o) => o.name.startsWith('Product 1'))).toBe(true);
    expect(matchProductOptions(many, 'product 1', 5).shown).toHaveLength(5);
  });
});
