import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '@foodhub/db';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import type { Deadline } from '../src/lib/deadline';
import { createGazetteerGeocoder } from '../src/lib/gazetteer-geocoder';
import type { Geocoder } from '../src/lib/geocoder';
import { createLlmClient } from '../src/lib/llm';
import type { Mail, Mailer } from '../src/lib/mailer';
import { createRouter } from '../src/lib/create-router';
import type { Router } from '../src/lib/router';
import { createExternalSolutionsClient } from '../src/modules/solutions/vcg-client';

/** Records every mail; `delivered` decides whether it counts as delivered to the user. */
export class RecordingMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: Mail[] = [];
  constructor(public delivered = false) {}
  async send(mail: Mail) {
    this.sent.push(mail);
    return { delivered: this.delivered };
  }
  async close() {}
  last(): Mail | undefined {
    return this.sent.at(-1);
  }
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DB=postgres, a new database
 * created on the server of TEST_DATABASE_URL and dropped afterwards. Both start as a copy of the
 * migrated template test/global-setup.ts made once, when there is one.
 */
export async function freshDb(): Promise<DbHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const file = inject('pgliteTemplate');
    if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
    return createDb({ driver: 'pglite', template: pgliteTemplate });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `foodhub_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ driver: 'postgres', url: url.toString(), maxConnections: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  deps: AppDeps;
  mailer: RecordingMailer;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  geocoder?: Geocoder;
  router?: Router;
  config?: Partial<AppConfig>;
  /**
   * What ends a call to the LLM, the vcg.ai service or OSRM after its configured timeout: a
   * test's manualDeadlines() (test/deadlines.ts) ends it at once; AbortSignal.timeout by default.
   */
  deadline?: Deadline;
  /** A built web app to serve; by default none (a folder that does not exist). */
  webDist?: string;
}

/** The real app on a fresh database, with a recording mailer unless one is given. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-test-'));
  const config = {
    ...loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
        RATE_LIMIT_AUTH_MAX: '1000',
        // Tests match and ask the chatbot from one account far faster than a person does.
        RATE_LIMIT_MATCH_MAX: '1000',
        RATE_LIMIT_CHATBOT_MAX: '1000',
        ...options.env,
      },
      'test',
    ),
    ...options.config,
  };
  const handle = await freshDb();
  const mailer = new RecordingMailer();
  const deps: AppDeps = {
    config,
    db: handle.db,
    dbDriver: handle.driver,
    mailer: options.mailer ?? mailer,
    // The embedded gazetteer, empty until a test loads places into it.
    geocoder: options.geocoder ?? createGazetteerGeocoder(handle.db),
    // The great-circle estimate, or OSRM when the test sets ROUTER_URL.
    router: options.router ?? createRouter(config.router, undefined, options.deadline),
    llm: createLlmClient(config.llm, options.deadline),
    externalSolutions: createExternalSolutionsClient(config.vcg, options.deadline),
  };
  const webDist = options.webDist ?? path.join(dataDir, 'no-web');
  const app = await buildApp(deps, { logger: false, webDist });
  await app.ready();
  return {
    app,
    deps,
    mailer,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
