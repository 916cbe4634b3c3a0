import { createDb, providerCompanies } from '@foodhub/db';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runSeedJob } from './seed-in-child';
import { missingReferenceData } from './seed-reference-data';

// Servers started at the same moment on one empty PostgreSQL database: each migrates it and seeds
// the reference data. This needs a PostgreSQL server, so it runs in the 'api (postgres)' project
// only (TEST_DATABASE_URL set); PGlite is opened by one process at a time (lib/embedded-db-lock).
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!adminUrl;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
/** A new, empty database (no template: nothing migrated), dropped after the test. */
async function emptyDatabase(): Promise<string> {
  const name = `foodhub_start_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}
afterEach(async () => {
  for (const name of created.splice(0)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.skipIf(!onPostgres)('two servers starting at once on one empty database', () => {
  it('both migrate it: one waits for the other', async () => {
    const url = await emptyDatabase();
    const handles = await Promise.all([
      createDb({ driver: 'postgres', url, maxConnections: 2 }),
      createDb({ driver: 'postgres', url, maxConnections: 2 }),
    ]);
    try {
      // Both work on the migrated schema.
      for (const { db } of handles) {
        expect(await db.select().from(providerCompanies)).toEqual([]);
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('both seed the reference data: it is loaded once, and both end well', async () => {
    const url = await emptyDatabase();
    const job = {
      db: { driver: 'postgres' as const, url, maxConnections: 2 },
      logLevel: 'silent' as const,
    };
    await Promise.all([runSeedJob(job), runSeedJob(job)]);
    const handle = await createDb({ driver: 'postgres', url, maxConnections: 1 });
    try {
      expect(await missingReferenceData(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
