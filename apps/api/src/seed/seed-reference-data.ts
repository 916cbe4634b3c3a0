import path from 'node:path';
import type { Db } from '@foodhub/db';
import { projectRoot } from '../lib/project-root';
import { seedDatasets } from './datasets';

export interface SeedLog {
  info(obj: object, msg: string): void;
}

/** data/seed at the repository root. */
export function defaultSeedDir(): string {
  return path.join(projectRoot(), 'data', 'seed');
}

/** The names of the reference data sets seedReferenceData would load now. */
export async function missingReferenceData(db: Db, seedDir = defaultSeedDir()): Promise<string[]> {
  const missing: string[] = [];
  for (const dataset of seedDatasets) {
    if (await dataset.isMissing(db, seedDir)) missing.push(dataset.name);
  }
  return missing;
}

/** Loads every reference data set the database does not have yet. Safe to run on every start. */
export async function seedReferenceData(db: Db, seedDir = defaultSeedDir(), log?: SeedLog) {
  for (const dataset of seedDatasets) {
    if (!(await dataset.isMissing(db, seedDir))) continue;
    const started = performance.now();
    const rows = await dataset.load(db, seedDir);
    log?.info(
      { dataset: dataset.name, rows, ms: Math.round(performance.now() - started) },
      'reference data seeded',
    );
  }
}
