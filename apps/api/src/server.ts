import { existsSync } from 'node:fs';
import { createDb, type DbOptions } from '@foodhub/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createGeocoder } from './lib/create-geocoder';
import { createMailer } from './lib/create-mailer';
import { createRouter } from './lib/create-router';
import { createLlmClient } from './lib/llm';
import { holdEmbeddedDb } from './lib/embedded-db-lock';
import { jsonLineLog } from './lib/json-line-log';
import { applyLeanRuntime } from './lib/lean-runtime';
import { grantAdminsByConfig } from './modules/admin/role-changes';
import { fillSavedSurplusColumns } from './modules/saved-work/fill-surplus-columns';
import { startReportRollup } from './modules/saved-work/impact-rollup';
import { createExternalSolutionsClient } from './modules/solutions/vcg-client';
import { runSeedJob, seedInChild, seedJobOfProcess } from './seed/seed-in-child';
import { missingReferenceData } from './seed/seed-reference-data';

declare const __APP_VERSION__: string | undefined;

async function main() {
  const startedAt = performance.now();
  // Before the embedded database's WebAssembly is compiled (decision 41).
  applyLeanRuntime();
  const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
  const config = loadConfig(process.env, version);
  // The command line (npm run admin) must not open the embedded database while it is ours.
  const releaseDb = config.databaseUrl ? () => {} : holdEmbeddedDb(config.dataDir);
  const dbOptions: DbOptions = config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: `${config.dataDir}/pglite` };
  const seed = () =>
    seedInChild(new URL(import.meta.url), { db: dbOptions, logLevel: config.logLevel });
  // A new embedded data directory is seeded before this process opens it at all: what opening
  // and migrating it takes then stays with the seeding process, which gives it back as it ends.
  if (dbOptions.driver === 'pglite' && !existsSync(`${dbOptions.dataDir}/PG_VERSION`)) {
    await seed();
  }
  let handle = await createDb(dbOptions);
  if ((await missingReferenceData(handle.db)).length > 0) {
    // In a child process, so that what seeding takes (hundreds of MB) is returned to the system
    // when it ends. The embedded database is open in one place at a time.
    if (handle.driver === 'pglite') await handle.close();
    await seed();
    if (handle.driver === 'pglite') handle = await createDb(dbOptions);
  }
  const granted = await grantAdminsByConfig(handle.db, config.adminEmails);
  if (granted.length > 0) {
    jsonLineLog(config.logLevel).info(
      { accounts: granted.length },
      'admin role given (ADMIN_EMAILS)',
    );
  }
  const mailer = createMailer(config);
  const geocoder = createGeocoder(config, handle.db, jsonLineLog(config.logLevel));
  const router = createRouter(config.router, jsonLineLog(config.logLevel));
  const llm = createLlmClient(config.llm);
  const externalSolutions = createExternalSolutionsClient(config.vcg);
  const app = await buildApp({
    config,
    db: handle.db,
    dbDriver: handle.driver,
    mailer,
    geocoder,
    router,
    llm,
    externalSolutions,
  });
  app.addHook('onClose', async () => {
    await mailer.close();
    await handle.close();
    releaseDb();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Reports' months for the figures and My impact: those never written, and running ones
  // ahead of the next month; again every hour. Hooks are added before the server listens.
  const stopRollup = startReportRollup(handle.db, app.log);
  app.addHook('onClose', async () => stopRollup());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      db: handle.driver,
      mailer: mailer.kind,
      geocoder: geocoder.kind,
      router: router.kind,
      llm: llm ? llm.model : 'built-in',
      externalSolutions: externalSolutions ? 'on' : 'off',
      startupMs: Math.round(performance.now() - startedAt),
      url: `${config.publicUrl}/tool/`,
    },
    'server ready',
  );
  // Rows saved before the summary columns existed: once, after the server answers.
  fillSavedSurplusColumns(handle.db, app.log).catch((err: unknown) => {
    app.log.error({ err }, 'saved surpluses could not be summarised');
  });
}

const seedJob = seedJobOfProcess();
if (seedJob) {
  // A child started by seedInChild: seed the reference data, then end.
  await runSeedJob(seedJob);
} else {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error('Server failed to start:', err);
    }
    process.exit(1);
  });
}
