import type { Product, ProductNames } from '@foodhub/contracts';
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
    expect(options.options.map((o) => o.name)).toEqual(['Bread, wholemeal', 'Apple, raw']);
    expect(options.options[0]?.product._id).toBe('1');
  });

  it('leaves out products without a name', () => {
    expect(productOptions([product('1', '  '), product('2', 'Milk')]).options).toHaveLength(1);
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
    // Every word counts on its own: a word of the name starting with '1'.
    const some = matchProductOptions(many, 'product 1');
    expect(some.shown).toHaveLength(PRODUCT_OPTION_LIMIT);
    expect(some.total).toBe(many.options.filter((o) => /^Product 1/.test(o.name)).length);
    expect(some.shown[0]?.name).toBe('Product 1');
    expect(some.shown.every((o) => o.name.startsWith('Product 1'))).toBe(true);
    expect(matchProductOptions(many, 'product 1', 5).shown).toHaveLength(5);
  });
});

describe('the list in the interface language', () => {
  const names = (
    id: string,
    name: string | null,
    synonyms: string[] = [],
    terms: string[] = [],
  ): ProductNames => ({ _id: id, name, name_fr: `fr ${id}`, synonyms, terms });
  const catalogue = productOptions(
    [
      product('7001', 'Bread, French bread, baguette, normal'),
      product('7110', 'Bread, wholemeal or whole wheat'),
      product('7200', 'Broth, stock or bouillon', 'Culinary aids'),
      product('13039', 'Apple, raw', 'Fruits'),
      product('13040', 'Apple, peeled, raw', 'Fruits'),
      product('22000', 'Omelette, plain', 'Meat, eggs and fish'),
      product('25000', 'Apple pie', 'Cereal products'),
    ],
    [
      names('7001', 'Baguette', ['Stangenbrot'], ['Brot']),
      names('7110', 'Vollkornbrot', [], ['Brot']),
      names('7200', 'Brühe'),
      names('13039', 'Apfel, roh', ['Äpfel']),
      names('13040', 'Apfel, geschält, roh', [], ['Apfel']),
      names('22000', 'Omelett'),
      names('25000', null),
    ],
  );
  const shown = (typed: string) => matchProductOptions(catalogue, typed).shown.map((o) => o.name);

  it('shows the names of the language, and the English one where the table has none', () => {
    expect(catalogue.options.map((o) => o.name)).toContain('Vollkornbrot');
    expect(catalogue.options.map((o) => o.name)).toContain('Apple pie');
  });

  it('finds everyday words, plurals and umlauts folded, before words inside other names', () => {
    // 'Broth' only starts with 'brot': after the breads.
    expect(shown('Brot')).toEqual(['Baguette', 'Vollkornbrot', 'Brühe']);
    expect(shown('Äpfel')[0]).toBe('Apfel, roh');
    expect(shown('Aepfel')[0]).toBe('Apfel, roh');
    expect(shown('apfel')).toEqual(['Apfel, roh', 'Apfel, geschält, roh']);
    expect(shown('Stangenbrote')).toEqual(['Baguette']);
  });

  it('still finds AGRIBALYSE’s English and French names', () => {
    expect(shown('baguette normal')).toEqual(['Baguette']);
    expect(shown('fr 7110')).toEqual(['Vollkornbrot']);
    expect(shown('apple pie')).toEqual(['Apple pie']);
  });

  it('takes a typed name in the language or in English as its product', () => {
    expect(findProductOption(catalogue, ' vollkornbrot ')?.product._id).toBe('7110');
    expect(findProductOption(catalogue, 'Apple, raw')?.product._id).toBe('13039');
  });
});
