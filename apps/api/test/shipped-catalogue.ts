import path from 'node:path';
import { readAgribalyseSeed } from '../src/importers/agribalyse.load';
import { toFoodTermRow, toSolutionRow } from '../src/importers/solution-catalogue';
import {
  catalogueDir,
  FOOD_TERMS_FILE,
  readCatalogueFiles,
  SOLUTIONS_FILE,
} from '../src/importers/solution-catalogue.load';
import {
  catalogueSnapshot,
  type CatalogueSnapshot,
} from '../src/modules/solutions/catalogue-cache';
import { defaultSeedDir } from '../src/seed/seed-reference-data';

let cached: Promise<CatalogueSnapshot> | undefined;

/**
 * The engine's in-memory catalogue built straight from the files the product ships
 * (data/solutions and the AGRIBALYSE seed), without a database: what a fresh server matches with.
 */
export function shippedCatalogue(): Promise<CatalogueSnapshot> {
  cached ??= (async () => {
    const seedDir = defaultSeedDir();
    const dir = catalogueDir(seedDir);
    const catalogue = await readCatalogueFiles(
      path.join(dir, SOLUTIONS_FILE),
      path.join(dir, FOOD_TERMS_FILE),
    );
    const products = (await readAgribalyseSeed(seedDir)).map((r) => r.product);
    return catalogueSnapshot(
      catalogue.solutions.map(toSolutionRow),
      catalogue.terms.map(toFoodTermRow),
      products,
    );
  })();
  return cached;
}
