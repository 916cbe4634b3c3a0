import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb, DB_LOCKS, withDbLock, type DbOptions } from '@foodhub/db';
import type { AppConfig } from '../config';
import { jsonLineLog } from '../lib/json-line-log';
import { seedReferenceData } from './seed-reference-data';

/** What the seeding process needs: the database to open and the log level of its lines. */
export interface SeedJob {
  db: DbOptions;
  logLevel: AppConfig['logLevel'];
}

/** The environment variable that makes the server's bundle run a seed job instead of serving. */
export const SEED_JOB_ENV = 'FOODHUB_SEED_JOB';

/** The seed job this process was started for, if it was (see seedInChild). */
export function seedJobOfProcess(env: NodeJS.ProcessEnv = process.env): SeedJob | null {
  const job = env[SEED_JOB_ENV];
  return job ? (JSON.parse(job) as SeedJob) : null;
}

/**
 * Seeds the reference data in a child process that runs `entry` (the server's own bundle, which
 * runs the job named by SEED_JOB_ENV instead of serving). Seeding allocates several hundred MB (the
 * parsed seed files, PGlite's WebAssembly memory, which never shrinks, and the code compiled for
 * it); all of it goes back to the system when the child ends, where a worker thread's native
 * memory stayed with the process. The embedded database must not be open elsewhere meanwhile.
 * From the TypeScript sources (npm run dev) the job runs in this process instead.
 */
export function seedInChild(entry: URL, job: SeedJob): Promise<void> {
  if (entry.pathname.endsWith('.ts')) return runSeedJob(job);
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), [], {
      env: { ...process.env, [SEED_JOB_ENV]: JSON.stringify(job) },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        reject(new Error(`seeding the reference data stopped with ${how}`));
      }
    });
  });
}

/**
 * The child's part: open the database, seed what is missing, close it. Servers started at once
 * on one PostgreSQL database seed in turn: the next one finds the data loaded (each data set is
 * checked again under the lock) instead of loading it a second time beside the first.
 */
export async function runSeedJob(job: SeedJob): Promise<void> {
  const handle = await createDb(job.db);
  try {
    await withDbLock(job.db, DB_LOCKS.seed, () =>
      seedReferenceData(handle.db, undefined, jsonLineLog(job.logLevel)),
    );
  } finally {
    await handle.close();
  }
}
