// Writes the solution catalogue into the database: from the shipped files on first start, or
// from other files with npm run import -- solutions <solutions.json> <food-terms.json>.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  countSolutions,
  listReferenceDatasets,
  replaceSolutionCatalogue,
  type Db,
} from '@foodhub/db';
import type { ImportCommand } from '../cli/import-commands';
import { invalidateCatalogueCache } from '../modules/solutions/catalogue-cache';
import type { SeedDataset } from '../seed/datasets';
import {
  parseCatalogue,
  SOLUTIONS_DATASET,
  toFoodTermRow,
  toSolutionRow,
  type ParsedCatalogue,
} from './solution-catalogue';

export const SOLUTIONS_FILE = 'solutions.json';
export const FOOD_TERMS_FILE = 'food-terms.json';

/** data/solutions sits beside data/seed: written by hand, not produced by an importer. */
export function catalogueDir(seedDir: string): string {
  return path.join(seedDir, '..', 'solutions');
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

export async function readCatalogueFiles(
  solutionsFile: string,
  termsFile: string,
): Promise<ParsedCatalogue> {
  return parseCatalogue(await readJson(solutionsFile), await readJson(termsFile));
}

export async function loadSolutionCatalogue(
  db: Db,
  catalogue: ParsedCatalogue,
  source = SOLUTIONS_DATASET.source,
): Promise<number> {
  const written = await replaceSolutionCatalogue(
    db,
    catalogue.solutions.map(toSolutionRow),
    catalogue.terms.map(toFoodTermRow),
    { name: SOLUTIONS_DATASET.name, source },
  );
  invalidateCatalogueCache(db);
  return written;
}

export const solutionsImportCommand: ImportCommand = {
  usage: '<solutions.json> <food-terms.json>',
  async run(db, files) {
    const [solutionsFile, termsFile] = files;
    if (!solutionsFile || !termsFile || files.length !== 2) {
      throw new Error('Usage: npm run import -- solutions <solutions.json> <food-terms.json>');
    }
    const catalogue = await readCatalogueFiles(solutionsFile, termsFile);
    return {
      dataset: SOLUTIONS_DATASET.name,
      imported: await loadSolutionCatalogue(
        db,
        catalogue,
        `${SOLUTIONS_DATASET.source}; imported from ${path.basename(solutionsFile)}`,
      ),
      rejected: [],
    };
  },
};

/** Marks a catalogue loaded from the shipped files, with the release it was. */
const SHIPPED = 'shipped release';

/** The release of the shipped catalogue: a hash of both files. */
async function shippedRelease(seedDir: string): Promise<string> {
  const dir = catalogueDir(seedDir);
  const hash = createHash('sha256');
  for (const file of [SOLUTIONS_FILE, FOOD_TERMS_FILE]) {
    hash.update(await readFile(path.join(dir, file)));
  }
  return `${SOLUTIONS_DATASET.source}; ${SHIPPED} ${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The shipped catalogue is loaded on a first start and again whenever a new release of the
 * product ships a different one (new solutions, the states each takes); a catalogue an operator
 * imported with `npm run import` is left alone.
 */
export const solutionsSeedDataset: SeedDataset = {
  name: SOLUTIONS_DATASET.name,
  async isMissing(db, seedDir) {
    if ((await countSolutions(db)) === 0) return true;
    const [loaded] = await listReferenceDatasets(db, [SOLUTIONS_DATASET.name]);
    // Loaded before releases were recorded: the shipped files of that time; follow them.
    if (!loaded || loaded.source === SOLUTIONS_DATASET.source) return true;
    if (!loaded.source.includes(SHIPPED)) return false;
    return loaded.source !== (await shippedRelease(seedDir));
  },
  async load(db, seedDir) {
    const dir = catalogueDir(seedDir);
    const catalogue = await readCatalogueFiles(
      path.join(dir, SOLUTIONS_FILE),
      path.join(dir, FOOD_TERMS_FILE),
    );
    return loadSolutionCatalogue(db, catalogue, await shippedRelease(seedDir));
  },
};
