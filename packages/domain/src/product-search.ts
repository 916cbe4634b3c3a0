import { foldFoodText, stemWord } from './food-text';

/**
 * Where a searchable name of a product comes from, in the order a tie is settled: the product's
 * name in the interface language, an everyday synonym of the name table, a word of the matching
 * vocabulary for the food the product is named after, and AGRIBALYSE's English or French name.
 */
export const PRODUCT_NAME_SOURCES = ['name', 'synonym', 'term', 'original'] as const;
export type ProductNameSource = (typeof PRODUCT_NAME_SOURCES)[number];

export interface SearchableProduct<P> {
  /** What the list shows and the field takes. */
  label: string;
  item: P;
  names: readonly { text: string; source: ProductNameSource }[];
}

/** A product of the list (GET /products) as the search needs it. */
export interface ListedProduct {
  _id: string;
  product_name: string;
}

/** A product's names in the interface language (GET /products/names) as the search needs them. */
export interface LocalProductNames {
  _id: string;
  name: string | null;
  name_fr: string;
  synonyms: readonly string[];
  terms: readonly string[];
}

/**
 * The product list under the interface language's names (the name table's, else AGRIBALYSE's
 * English name), each name once (spec part 1 §5: deduplicated by lowercase name; the first
 * product of a name wins, blank names are left out). Each is found by its name, the language's
 * everyday words for it and for the food it is named after, and the English and French originals.
 */
export function searchableProducts<P extends ListedProduct>(
  products: readonly P[],
  names: readonly LocalProductNames[],
): SearchableProduct<P>[] {
  const namesById = new Map(names.map((n) => [n._id, n]));
  const seen = new Set<string>();
  const searchable: SearchableProduct<P>[] = [];
  for (const product of products) {
    const local = namesById.get(product._id);
    const label = (local?.name ?? product.product_name).trim();
    const key = label.toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    searchable.push({
      label,
      item: product,
      names: [
        { text: label, source: 'name' },
        ...(local?.synonyms ?? []).map((text) => ({ text, source: 'synonym' as const })),
        ...(local?.terms ?? []).map((text) => ({ text, source: 'term' as const })),
        { text: product.product_name, source: 'original' },
        ...(local ? [{ text: local.name_fr, source: 'original' as const }] : []),
      ],
    });
  }
  return searchable;
}

interface IndexedName {
  stems: string[];
  source: number;
}

interface IndexedProduct<P> {
  product: SearchableProduct<P>;
  names: IndexedName[];
  /** Labels of few words first among equals: 'Apfel, roh' before 'Apfel, geschält, gekocht'. */
  labelLength: number;
  order: number;
}

export interface ProductSearchIndex<P> {
  products: IndexedProduct<P>[];
}

/** The stems of a name: folded (case, accents, umlauts), split in words, endings stripped. */
function stemsOf(text: string): string[] {
  const folded = foldFoodText(text);
  return folded === '' ? [] : folded.split(' ').map(stemWord);
}

/**
 * Short words keep their endings (stems stop at four letters), so 'mele' and 'mela', 'jajca'
 * and 'jajce' still differ by a last vowel: compared without it.
 */
const withoutLastVowel = (stem: string) =>
  stem.length >= 3 ? stem.replace(/[aeiouy]$/, '') : stem;

const enum WordFit {
  None = 0,
  /** Inside a compound: 'brot' in 'vollkornbrot'. */
  Inner = 1,
  /** Being typed: 'kartof' of 'kartoffel'. */
  Prefix = 2,
  Exact = 3,
}

function wordFit(typed: string, name: string): WordFit {
  if (typed === name || withoutLastVowel(typed) === withoutLastVowel(name)) return WordFit.Exact;
  if (name.startsWith(typed)) return WordFit.Prefix;
  if (typed.length >= 4 && name.includes(withoutLastVowel(typed))) return WordFit.Inner;
  return WordFit.None;
}

/**
 * How well a name answers the typed words, lower is better: 0 the same words, 1 the name
 * starts with them (the last one maybe half typed), 2 every word starts a word of the name,
 * 3 every word is at least inside one (compounds); -1 not at all.
 */
function nameRank(typed: string[], name: string[]): number {
  const fits = typed.map((word, i) => {
    let best = WordFit.None;
    for (const candidate of name) best = Math.max(best, wordFit(word, candidate));
    const inPlace = name[i] === undefined ? WordFit.None : wordFit(word, name[i]);
    return { best, inPlace };
  });
  if (fits.some((f) => f.best === WordFit.None)) return -1;
  const last = typed.length - 1;
  const inOrder = fits.every((f, i) =>
    i === last ? f.inPlace >= WordFit.Prefix : f.inPlace === WordFit.Exact,
  );
  if (inOrder && typed.length === name.length && fits[last]?.inPlace === WordFit.Exact) return 0;
  if (inOrder) return 1;
  return fits.every((f) => f.best >= WordFit.Prefix) ? 2 : 3;
}

export function productSearchIndex<P>(
  products: readonly SearchableProduct<P>[],
): ProductSearchIndex<P> {
  return {
    products: products.map((product, order) => ({
      product,
      names: product.names
        .map((n) => ({ stems: stemsOf(n.text), source: PRODUCT_NAME_SOURCES.indexOf(n.source) }))
        .filter((n) => n.stems.length > 0),
      labelLength: product.label.length,
      order,
    })),
  };
}

export interface ProductSearchResult<P> {
  /** At most `limit` products, the best answers first. */
  shown: SearchableProduct<P>[];
  /** How many products match in all. */
  total: number;
}

/**
 * The products whose names answer the typed text, best first: by how well the best of its names
 * answers (the same words, then the name starting with them, then words inside the name), then
 * by where that name comes from (its own name, a synonym, the vocabulary, the originals), then
 * shorter labels, then the list's order. Nothing typed: the first `limit` products.
 */
export function searchProducts<P>(
  index: ProductSearchIndex<P>,
  typed: string,
  limit: number,
): ProductSearchResult<P> {
  const words = stemsOf(typed);
  if (words.length === 0) {
    return {
      shown: index.products.slice(0, limit).map((p) => p.product),
      total: index.products.length,
    };
  }
  const found: { entry: IndexedProduct<P>; rank: number; source: number }[] = [];
  for (const entry of index.products) {
    let rank = -1;
    let source: number = PRODUCT_NAME_SOURCES.length;
    for (const name of entry.names) {
      const r = nameRank(words, name.stems);
      if (r < 0) continue;
      if (rank < 0 || r < rank || (r === rank && name.source < source)) {
        rank = r;
        source = name.source;
      }
    }
    if (rank >= 0) found.push({ entry, rank, source });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.source - b.source ||
      a.entry.labelLength - b.entry.labelLength ||
      a.entry.order - b.entry.order,
  );
  return { shown: found.slice(0, limit).map((f) => f.entry.product), total: found.length };
}
