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
  words: Word[];
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

/** A word as typed, folded (case, accents, umlauts), and its stem (plural endings stripped). */
interface Word {
  folded: string;
  stem: string;
}

function wordsOf(text: string): Word[] {
  const folded = foldFoodText(text);
  return folded === '' ? [] : folded.split(' ').map((w) => ({ folded: w, stem: stemWord(w) }));
}

/**
 * The same word in another number or case: the same stem from words of nearly the same length
 * ('tomatoes' and 'tomato', 'Kartoffeln' and 'Kartoffel'), or, for short words the stemmer
 * leaves whole, the same word but its last vowel ('mele' and 'mela', 'jajca' and 'jajce'). The
 * stemmer strips endings repeatedly, so stems alone would also join 'poisson' and 'pois' or
 * 'nectarines' and 'nectar'.
 */
function sameWord(a: Word, b: Word): boolean {
  if (a.folded === b.folded) return true;
  if (a.stem === b.stem && Math.abs(a.folded.length - b.folded.length) <= 2) return true;
  return (
    a.folded.length === b.folded.length &&
    a.folded.length >= 4 &&
    /[aeiouy]$/.test(a.folded) &&
    /[aeiouy]$/.test(b.folded) &&
    a.folded.slice(0, -1) === b.folded.slice(0, -1)
  );
}

/** One letter left out, added, changed or two swapped: 'Kartofeln', 'brocoli', 'mozarella'. */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Typos are forgiven in words long enough that one letter does not make another word. */
const TYPO_MIN_LENGTH = 5;

const enum WordFit {
  None = 0,
  /** One typo apart: 'kartofel' for 'kartoffel'. */
  Typo = 0.5,
  /** Inside a compound: 'brot' in 'vollkornbrot'. */
  Inner = 1,
  /** Being typed: 'kartof' of 'kartoffel'. */
  Prefix = 2,
  Exact = 3,
}

function wordFit(typed: Word, name: Word): WordFit {
  if (sameWord(typed, name)) return WordFit.Exact;
  if (name.folded.startsWith(typed.folded)) return WordFit.Prefix;
  // Compounds: 'Brote' in 'Vollkornbrot', by the typed word's stem.
  if (typed.stem.length >= 4 && name.folded.includes(typed.stem)) return WordFit.Inner;
  // A typo in a plural shows between the stems: 'Kartofeln' and 'Kartoffel'.
  const typo =
    (typed.folded.length >= TYPO_MIN_LENGTH && oneTypoApart(typed.folded, name.folded)) ||
    (typed.stem.length >= TYPO_MIN_LENGTH && oneTypoApart(typed.stem, name.stem));
  if (typo) return WordFit.Typo;
  return WordFit.None;
}

/**
 * How well a name answers the typed words, lower is better: 0 the same words, 1 the name
 * starts with them (the last one maybe half typed), 2 every word starts a word of the name,
 * 3 every word is at least inside one (compounds), 4 some word only with a typo; -1 not at all.
 */
function nameRank(typed: Word[], name: Word[]): number {
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
  if (fits.every((f) => f.best >= WordFit.Prefix)) return 2;
  return fits.every((f) => f.best >= WordFit.Inner) ? 3 : 4;
}

export function productSearchIndex<P>(
  products: readonly SearchableProduct<P>[],
): ProductSearchIndex<P> {
  return {
    products: products.map((product, order) => ({
      product,
      names: product.names
        .map((n) => ({ words: wordsOf(n.text), source: PRODUCT_NAME_SOURCES.indexOf(n.source) }))
        .filter((n) => n.words.length > 0),
      labelLength: product.label.length,
      order,
    })),
  };
}

const TERM_SOURCE = PRODUCT_NAME_SOURCES.indexOf('term');
/**
 * A vocabulary word stands for a whole food (Brot for every bread), not for one product: it
 * answers after a product's own name that starts with the typed words ('Almond, with skin' for
 * almonds before the other nuts the vocabulary's 'nuts' holds), though before words inside names.
 */
const TERM_DEMOTION = 1.5;

const ORIGINAL_SOURCE = PRODUCT_NAME_SOURCES.indexOf('original');
/**
 * AGRIBALYSE's English and French names are searched in every language, but a German user typing
 * 'Brot' means bread, not the 'Broth' it starts: a word only started or inside an original name
 * answers after the language's own words. Typed in full, an original still answers first.
 */
const ORIGINAL_DEMOTION = 1;

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
  const words = wordsOf(typed);
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
      const fit = nameRank(words, name.words);
      if (fit < 0) continue;
      const r =
        fit +
        (name.source === TERM_SOURCE ? TERM_DEMOTION : 0) +
        (name.source === ORIGINAL_SOURCE && fit > 0 ? ORIGINAL_DEMOTION : 0);
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
