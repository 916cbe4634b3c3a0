import { describe, expect, it } from 'vitest';
import { productSearchIndex, searchableProducts, searchProducts } from './product-search';

const products = [
  { _id: 'pois', product_name: 'Pea, split, dried' },
  { _id: 'poisson', product_name: 'Fish, breaded, fried' },
  { _id: 'cola', product_name: 'Cola, with sugar' },
  { _id: 'colin', product_name: 'Pollock, raw' },
  { _id: 'potato', product_name: 'Potato, raw' },
  { _id: 'mela', product_name: 'Apple, raw' },
];
const names = (name: string, id: string, synonyms: string[] = []) => ({
  _id: id,
  name,
  name_fr: name,
  synonyms,
  terms: [],
});
const french = productSearchIndex(
  searchableProducts(products, [
    names('Pois cassé, sec', 'pois'),
    names('Poisson pané, frit', 'poisson'),
    names('Cola, sucré', 'cola'),
    names('Colin, cru', 'colin'),
  ]),
);
const german = productSearchIndex(
  searchableProducts(products, [names('Kartoffel, roh', 'potato', ['Erdäpfel'])]),
);
const italian = productSearchIndex(searchableProducts(products, [names('Mela, cruda', 'mela')]));
const first = (index: typeof french, typed: string) =>
  searchProducts(index, typed, 5).shown[0]?.item._id;

describe('searchProducts', () => {
  it('does not take a word for a shorter one its stem happens to share', () => {
    expect(first(french, 'poisson')).toBe('poisson');
    expect(first(french, 'pois')).toBe('pois');
    expect(first(french, 'colin')).toBe('colin');
  });

  it('joins plurals, umlauts, a last vowel and one typo', () => {
    expect(first(german, 'Kartoffeln')).toBe('potato');
    expect(first(german, 'Erdaepfel')).toBe('potato');
    expect(first(german, 'Kartofeln')).toBe('potato');
    expect(first(italian, 'mele')).toBe('mela');
  });

  it('finds a word being typed, and nothing for an unknown one', () => {
    expect(first(german, 'Kart')).toBe('potato');
    expect(searchProducts(german, 'xqzzy', 5)).toEqual({ shown: [], total: 0 });
  });
});
