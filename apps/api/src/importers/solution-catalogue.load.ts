// Writes the solution catalogue into the database: from the shipped files on first start, or
// from other files with npm run import -- solutions <solutions.json> <food-terms.json>.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countSolutions, replaceSolutionCatalogue, type Db } from '@foodhub/db';
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

export async function loadSolutionCatalogue(db: Db, catalogue: ParsedCatalogue): Promise<number> {
  const written = await replaceSolutionCatalogue(
    db,
    catalogue.solutions.map(toSolutionRow),
    catalogue.terms.map(toFoodTermRow),
    SOLUTIONS_DATASET,
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
      imported: await loadSolutionCatalogue(db, catalogue),
      rejected: [],
    };
  },
};

export const solutionsSeedDataset: SeedDataset = {
  name: SOLUTIONS_DATASET.name,
  isMissing: async (db) => (await countSolutions(db)) === 0,
  async load(db, seedDir) {
    const dir = catalogueDir(seedDir);
    const catalogue = await readCatalogueFiles(
      path.join(dir, SOLUTIONS_FILE),
      path.join(dir, FOOD_TERMS_FILE),
    );
    return loadSolutionCatalogue(db, catalogue);
  },
};
