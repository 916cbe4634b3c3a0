import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, dumpPgliteTemplate } from '@foodhub/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (see freshDb in test-app.ts). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the API tests and gives it to every test file as the template of
 * its own database (test/test-app.ts freshDb): a dumped PGlite data directory, or on PostgreSQL
 * (TEST_DB=postgres) a database used with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `foodhub_template_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ driver: 'postgres', url: url.toString(), maxConnections: 1 });
    await handle.close();
    project.provide('postgresTemplate', name);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
