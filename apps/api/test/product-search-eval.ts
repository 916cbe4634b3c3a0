import { existsSync, readFileSync } from 'node:fs';
import type { ProductNamesResponse } from '@foodhub/contracts';
import type { ProductImpactsListRow } from '@foodhub/db';
import {
  productSearchIndex,
  searchableProducts,
  searchProducts,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@foodhub/domain';
import { z } from 'zod';
import { readAgribalyseSeed } from '../src/importers/agribalyse.load';
import { productImpactsIndex } from '../src/modules/reference/product-impacts-cache';
import {
  buildProductNames,
  defaultProductNamesDir,
  loadProductNameTables,
} from '../src/modules/reference/product-names';
import { defaultSeedDir } from '../src/seed/seed-reference-data';
import { shippedCatalogue } from './shipped-catalogue';

/** How many suggestions a user reads: the right product must be among them. */
export const TOP_N = 5;

const evalFile = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  words: z.array(z.object({ word: z.string().min(1), accept: z.array(z.string()).min(1) })),
});

export const evalSetUrl = (language: Language) =>
  new URL(`./fixtures/product-search-eval/${language}.json`, import.meta.url);

export const hasEvalSet = (language: Language) => existsSync(evalSetUrl(language));

export type Split = 'tune' | 'holdout';

/** Every third word is held out: never looked at while the names and the search are tuned. */
const inSplit = (index: number, split: Split) => (index % 3 === 2) === (split === 'holdout');

export interface SearchEvalResult {
  language: Language;
  split: Split;
  words: number;
  found: number;
  rate: number;
  misses: { word: string; shown: string[] }[];
}

let names: Promise<{ responses: Record<Language, ProductNamesResponse>; products: ProductsList }>;
type ProductsList = { _id: string; product_name: string }[];

/** The shipped names as GET /products/names serves them, and the list as GET /products does. */
function shippedNames() {
  names ??= (async () => {
    const seed = await readAgribalyseSeed(defaultSeedDir());
    // listProducts' order: by name, then code.
    const rows = seed
      .map((r) => r.product)
      .sort((a, b) =>
        a.productName < b.productName
          ? -1
          : a.productName > b.productName
            ? 1
            : a.id < b.id
              ? -1
              : 1,
      );
    const withImpacts: ProductImpactsListRow[] = seed.flatMap((r) =>
      r.impacts ? [{ ...r.product, ...r.impacts }] : [],
    );
    const snapshot = await shippedCatalogue();
    const tables = await loadProductNameTables(
      defaultProductNamesDir(),
      new Set(rows.map((r) => r.id)),
    );
    const built = buildProductNames(
      rows,
      tables,
      snapshot.vocabulary,
      productImpactsIndex(withImpacts),
    );
    const responses = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((l) => [l, JSON.parse(built.lists[l].body) as ProductNamesResponse]),
    ) as Record<Language, ProductNamesResponse>;
    return { responses, products: rows.map((r) => ({ _id: r.id, product_name: r.productName })) };
  })();
  return names;
}

/** The first suggestions for a text typed in a language, by product id. */
export async function suggestions(language: Language, typed: string): Promise<string[]> {
  const { responses, products } = await shippedNames();
  const index = productSearchIndex(searchableProducts(products, responses[language].products));
  return searchProducts(index, typed, TOP_N).shown.map((s) => s.item._id);
}

/** The search of the surplus-name field over the shipped names, on one split of a language's set. */
export async function searchEval(language: Language, split: Split): Promise<SearchEvalResult> {
  const set = evalFile.parse(JSON.parse(readFileSync(evalSetUrl(language), 'utf8')));
  const { responses, products } = await shippedNames();
  const index = productSearchIndex(searchableProducts(products, responses[language].products));
  const words = set.words.filter((_, i) => inSplit(i, split));
  const misses: SearchEvalResult['misses'] = [];
  for (const { word, accept } of words) {
    const shown = searchProducts(index, word, TOP_N).shown;
    if (!shown.some((s) => accept.includes(s.item._id))) {
      misses.push({ word, shown: shown.map((s) => s.label) });
    }
  }
  const found = words.length - misses.length;
  return { language, split, words: words.length, found, rate: found / words.length, misses };
}

/** GET /products/names of a language, as the server builds it from the shipped files. */
export async function shippedNamesFor(language: Language): Promise<ProductNamesResponse> {
  return (await shippedNames()).responses[language];
}

/**
 * The time one keystroke's search takes: every prefix of the language's evaluation words typed
 * letter by letter, as the field searches on each change; median and 95th percentile in ms.
 */
export async function typeAhead(language: Language): Promise<{ p50: number; p95: number }> {
  const set = evalFile.parse(JSON.parse(readFileSync(evalSetUrl(language), 'utf8')));
  const { responses, products } = await shippedNames();
  const index = productSearchIndex(searchableProducts(products, responses[language].products));
  const times: number[] = [];
  for (const { word } of set.words) {
    for (let end = 1; end <= word.length; end++) {
      const started = performance.now();
      searchProducts(index, word.slice(0, end), 50);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}
