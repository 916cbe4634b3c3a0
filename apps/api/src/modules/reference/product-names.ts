// The multilingual product name table (data/products/names/<lang>.json): each product's name in
// an interface language and the everyday words people type for it, so the surplus-name search
// finds 'Semmel', 'krompir' or 'Pane integrale'. AGRIBALYSE's own English and French names stay
// searchable beside them.
import path from 'node:path';
import type { ProductNames, ProductNamesResponse } from '@foodhub/contracts';
import { findProductByName, listProducts, type Db, type ProductRow } from '@foodhub/db';
import { foldFoodText, SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { z } from 'zod';
import { projectRoot } from '../../lib/project-root';
import { readOptionalJson } from '../../lib/read-optional-json';
import { catalogueCache, type CatalogueSnapshot } from '../solutions/catalogue-cache';
import type { SurplusVocabulary } from '../solutions/vocabulary';
import { productImpactsCache, type ProductImpactsIndex } from './product-impacts-cache';
import { precompute, type PrecomputedJson } from './reference-cache';
import { productsNamedAfter } from './recognise-product';

const word = z.string().trim().min(1).max(120);

/** One language's table: by AGRIBALYSE code, a name (not in en and fr: the originals are) and words. */
export const productNameTable = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  about: z.string().optional(),
  products: z.record(
    z.string(),
    z.object({ name: word.optional(), synonyms: z.array(word).max(20).default([]) }).strict(),
  ),
});
export type ProductNameTable = z.infer<typeof productNameTable>;
type TableEntry = ProductNameTable['products'][string];

export type ProductNameTables = Partial<Record<Language, Map<string, TableEntry>>>;

export function defaultProductNamesDir(): string {
  return path.join(projectRoot(), 'data', 'products', 'names');
}

/**
 * Reads <dir>/<lang>.json for every language; a missing file is no table. A broken file, or one
 * for another language, is reported and left out: a search without local names still works on
 * the originals. Codes the product list does not have are left out (another release).
 */
export async function loadProductNameTables(
  dir: string,
  knownIds: ReadonlySet<string>,
  onProblem: (message: string) => void = (message) => process.emitWarning(message),
): Promise<ProductNameTables> {
  const tables: ProductNameTables = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const file = path.join(dir, `${language}.json`);
    let parsed: ProductNameTable;
    try {
      const json = await readOptionalJson(file);
      if (json === undefined) continue;
      parsed = productNameTable.parse(json);
    } catch (error) {
      onProblem(`product names in ${language} not used: ${file}: ${(error as Error).message}`);
      continue;
    }
    if (parsed.language !== language) {
      onProblem(`product names in ${language} not used: ${file} says "${parsed.language}"`);
      continue;
    }
    tables[language] = new Map(
      Object.entries(parsed.products).filter(([code]) => knownIds.has(code)),
    );
  }
  return tables;
}

/** For each product, the language's words of the vocabulary terms the product is named after. */
function termWordsByProduct(
  vocabulary: SurplusVocabulary,
  index: Pick<ProductImpactsIndex, 'byHead'>,
  language: Language,
): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const term of vocabulary.allTerms()) {
    const names = term.names[language] ?? [];
    if (names.length === 0) continue;
    for (const product of productsNamedAfter(index, term)) {
      const list = words.get(product.id) ?? [];
      for (const name of names) if (!list.includes(name)) list.push(name);
      words.set(product.id, list);
    }
  }
  return words;
}

export interface ProductNamesSnapshot {
  /** GET /products/names per language, serialized once. */
  lists: Record<Language, PrecomputedJson>;
  /** A product's name in any language, folded, to its row: the field takes the local name. */
  byLocalName: Map<string, ProductRow>;
  /** Each language's names by product id (French: AGRIBALYSE's French names). */
  namesById: Record<Language, Map<string, string>>;
}

export function buildProductNames(
  rows: readonly ProductRow[],
  tables: ProductNameTables,
  vocabulary: SurplusVocabulary,
  index: Pick<ProductImpactsIndex, 'byHead'>,
): ProductNamesSnapshot {
  const byLocalName = new Map<string, ProductRow>();
  const lists = {} as Record<Language, PrecomputedJson>;
  const namesById = {} as Record<Language, Map<string, string>>;
  for (const row of rows) {
    // AGRIBALYSE's French name is the product's name in French: the field takes it too.
    const key = foldFoodText(row.productNameFr);
    if (key !== '' && !byLocalName.has(key)) byLocalName.set(key, row);
  }
  for (const language of SUPPORTED_LANGUAGES) {
    const names = new Map<string, string>();
    namesById[language] = names;
    const table = tables[language];
    const terms = termWordsByProduct(vocabulary, index, language);
    const products: ProductNames[] = rows.map((row) => {
      const entry = table?.get(row.id);
      const name = language === 'fr' ? row.productNameFr : (entry?.name ?? null);
      if (name) names.set(row.id, name);
      if (entry?.name) {
        const key = foldFoodText(entry.name);
        if (!byLocalName.has(key)) byLocalName.set(key, row);
      }
      return {
        _id: row.id,
        name,
        name_fr: row.productNameFr,
        synonyms: entry?.synonyms ?? [],
        terms: terms.get(row.id) ?? [],
      };
    });
    const response: ProductNamesResponse = { language, products };
    lists[language] = precompute(response);
  }
  return { lists, byLocalName, namesById };
}

const snapshots = new WeakMap<CatalogueSnapshot, Map<string, Promise<ProductNamesSnapshot>>>();

/**
 * The names of the products of the current catalogue snapshot, built once per snapshot: the
 * importers drop the catalogue after every product import, so the names follow a new release.
 * A failed build is not kept: the next request tries again.
 */
export async function productNames(db: Db, dir: string = defaultProductNamesDir()) {
  const snapshot = await catalogueCache(db).get();
  let byDir = snapshots.get(snapshot);
  if (!byDir) snapshots.set(snapshot, (byDir = new Map()));
  let built = byDir.get(dir);
  if (!built) {
    const building = (async () => {
      const [rows, index] = await Promise.all([
        listProducts(db),
        productImpactsCache(db).get(snapshot),
      ]);
      const tables = await loadProductNameTables(dir, new Set(rows.map((r) => r.id)));
      return buildProductNames(rows, tables, snapshot.vocabulary, index);
    })();
    byDir.set(dir, (built = building));
    building.catch(() => {
      if (byDir.get(dir) === building) byDir.delete(dir);
    });
  }
  return built;
}

/**
 * The product a name names exactly: its English name (case aside), else its name in one of the
 * interface languages, so 'Vollkornbrot' or 'Krompir, surov' from the list as it shows them.
 * GET /products/by_name/{name} and the saved report's surplus look products up this way.
 */
export async function productByName(
  db: Db,
  name: string,
  dir?: string,
): Promise<ProductRow | undefined> {
  return (
    (await findProductByName(db, name)) ??
    (await productNames(db, dir)).byLocalName.get(foldFoodText(name))
  );
}
