import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@foodhub/db';
import { seedDatasets } from './datasets';

export interface SeedLog {
  info(obj: object, msg: string): void;
}

/** data/seed at the repository root, from apps/api/src (tsx, tests) and apps/api/dist (bundle). */
export function defaultSeedDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const marker = `${path.sep}apps${path.sep}api${path.sep}`;
  const root = here.slice(0, here.lastIndexOf(marker));
  return path.join(root, 'data', 'seed');
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
