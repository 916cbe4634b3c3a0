import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findUserByEmail, saveStepperDraft, type DbHandle } from '@foodhub/db';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createGazetteerGeocoder } from '../../lib/gazetteer-geocoder';
import { createGreatCircleRouter } from '../../lib/router';
import { signedInUser } from '../../../test/fixtures';
import { freshDb, RecordingMailer, type TestContext } from '../../../test/test-app';

/** The app on a database of its own, which a test may close or damage under it. */
async function appWithOwnDb(): Promise<{
  ctx: TestContext;
  handle: DbHandle;
  dispose(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-health-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123' },
    'test',
  );
  const handle = await freshDb();
  const mailer = new RecordingMailer();
  const deps = {
    config,
    db: handle.db,
    dbDriver: handle.driver,
    mailer,
    geocoder: createGazetteerGeocoder(handle.db),
    router: createGreatCircleRouter(),
    llm: null,
    externalSolutions: null,
  };
  const app: App = await buildApp(deps, {
    logger: false,
    webDist: path.join(dataDir, 'no-web'),
    analyticsRetention: false,
  });
  const ctx: TestContext = { app, deps, mailer, close: async () => {} };
  return {
    ctx,
    handle,
    async dispose() {
      await app.close();
      // A database damaged on purpose may fail to close as well.
      await handle.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const unavailable = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is not answering: it could not read a table.',
  code: 'DATABASE_UNAVAILABLE',
};

/** JSON `depth` levels deep, as no request body may be any more. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 'x' };
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

describe('GET /health', () => {
  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    const { ctx, handle, dispose } = await appWithOwnDb();
    try {
      expect((await ctx.app.inject({ url: '/tool/api/health' })).statusCode).toBe(200);
      await handle.close();
      const res = await ctx.app.inject({ url: '/tool/api/health' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(unavailable);
    } finally {
      await dispose();
    }
  });

  // Written past the API (which refuses JSON this deep): the embedded database's memory fails
  // and from then on it answers `select 1` but no longer reads its tables. PostgreSQL stores the
  // value and goes on. Either way the health check must say what the accounts table says.
  it('answers what the database can do after a jsonb value 900 levels deep', async () => {
    const { ctx, dispose } = await appWithOwnDb();
    try {
      const user = await signedInUser(ctx);
      const { id } = (await findUserByEmail(ctx.deps.db, user.email))!;
      await saveStepperDraft(ctx.deps.db, id, nested(900)).catch(() => undefined);
      const readable = await findUserByEmail(ctx.deps.db, user.email).then(
        () => true,
        () => false,
      );
      const res = await ctx.app.inject({ url: '/tool/api/health' });
      expect(res.statusCode, res.body).toBe(readable ? 200 : 503);
    } finally {
      await dispose();
    }
  });
});
