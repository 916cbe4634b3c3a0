import { Worker } from 'node:worker_threads';
import { createDb, type DbOptions } from '@foodhub/db';
import type { AppConfig } from '../config';
import { jsonLineLog } from '../lib/json-line-log';
import { seedReferenceData } from './seed-reference-data';

/** What the worker needs: the database to open and the log level of its lines. */
export interface SeedJob {
  db: DbOptions;
  logLevel: AppConfig['logLevel'];
}

/**
 * Seeds the reference data in a worker thread that runs `entry` (the server's own module, which
 * calls runSeedJob when it is not the main thread) with the job as workerData. Seeding allocates
 * several hundred MB (the parsed seed files, and PGlite's WebAssembly memory, which never shrinks);
 * a worker's heap and its PGlite are returned to the system when it ends, a process's are not.
 * The embedded database must not be open elsewhere meanwhile. From the TypeScript sources (npm run
 * dev: tsx's loader does not reach workers on Node 20) the job runs in this thread instead.
 */
export function seedInWorker(entry: URL, job: SeedJob): Promise<void> {
  if (entry.pathname.endsWith('.ts')) return runSeedJob(job);
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: job });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`seeding the reference data stopped with exit code ${code}`));
    });
  });
}

/** The worker's part: open the database, seed what is missing, close it. */
export async function runSeedJob(job: SeedJob): Promise<void> {
  const handle = await createDb(job.db);
  try {
    await seedReferenceData(handle.db, undefined, jsonLineLog(job.logLevel));
  } finally {
    await handle.close();
  }
}
