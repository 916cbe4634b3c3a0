import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { pgliteWasmModule } from './pglite-module';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every query function takes first; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbDriver = 'pglite' | 'postgres';

/**
 * The PostgreSQL extensions the migrations create, loaded into PGlite (on a server they come with
 * PostgreSQL's contrib package): cube and earthdistance for nearest-first provider searches on a
 * GiST index, pg_trgm for the console's searches inside words.
 */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
}

export type DbOptions =
  | {
      driver: 'pglite';
      dataDir?: string /* undefined: in memory */;
      /** A data directory dumped by dumpPgliteTemplate, to start from instead of an empty one. */
      template?: Blob;
    }
  | { driver: 'postgres'; url: string; maxConnections?: number };

/**
 * The migrations folder of this package. Resolved through the package name, so it is found both
 * from the TypeScript sources and from the bundled server in apps/api/dist.
 */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@foodhub/db/package.json')), 'migrations');
}

/** Opens the database and applies pending migrations. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  const folder = migrationsFolder();
  if (options.driver === 'pglite') {
    // Smaller shared buffers than PGlite's own 128 MB (pglite-module.ts).
    const wasmModule = await pgliteWasmModule();
    const client = new PGlite({
      dataDir: options.dataDir,
      loadDataDir: options.template,
      extensions: PGLITE_EXTENSIONS,
      ...(wasmModule ? { wasmModule } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped database) emits
  // 'error' on the pool; without a listener Node would stop the process. The pool replaces it.
  pool.on('error', (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema });
  try {
    await withDbLock(options, DB_LOCKS.migrate, () => migratePg(db, { migrationsFolder: folder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

/**
 * Keys of the PostgreSQL advisory locks of the start-up steps that servers sharing one database
 * take turns at (fixed numbers, the same in every process).
 */
export const DB_LOCKS = { migrate: 7_342_001, seed: 7_342_002 } as const;

/**
 * Runs `work` holding a PostgreSQL advisory lock on a connection of its own, so that servers
 * started at once on one database take turns: two migrations at once collide on the system
 * catalogue's unique indexes (pg_type, pg_namespace), and the loser stops the server. The lock
 * belongs to that connection, not to the pool `work` uses, and goes with it. PGlite is opened by
 * one process at a time (the server's lock file), so it needs none.
 */
export async function withDbLock<T>(
  options: DbOptions,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (options.driver === 'pglite') return work();
  const client = new pg.Client({ connectionString: options.url });
  // Losing the connection loses the lock; the work goes on, as it would have without one.
  client.on('error', (error) => {
    console.error(`PostgreSQL closed the start-up lock's connection: ${error.message}`);
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    const result = await work();
    await client.query('select pg_advisory_unlock($1)', [key]);
    return result;
  } finally {
    // Ending the session releases the lock too, should the work have failed.
    await client.end();
  }
}

/**
 * An in-memory PGlite database with every migration applied, dumped as a tarball: tests start
 * each file's database from it (createDb's `template`), which is several times quicker than
 * creating an empty database and migrating it.
 */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/**
 * The health check's query: a row of the accounts table, which every signed-in request reads.
 * A real table, not `select 1`: a database that still answers a round trip may no longer read
 * its tables (the embedded one after a failure deep in its memory), and that must show.
 */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select id from users limit 1`);
}
