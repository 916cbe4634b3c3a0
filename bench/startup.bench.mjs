// Time from process start to a healthy server (first 200 on /tool/api/health) and to the
// 'server ready' log line, on a fresh data directory (cold: the reference data is seeded) and on
// the existing one (warm), and the resident memory at rest after start-up (1 s idle). Uses the
// built server (npm run build) and the embedded database; the same on PostgreSQL (a fresh
// database on BENCH_POSTGRES_URL each run, dropped afterwards) unless BENCH_DATABASES=pglite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, root, rssMb, startBuiltServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function startOnce(dataDir, port, env = {}) {
  const running = await startBuiltServer({ dataDir, port, env: { LOG_LEVEL: 'info', ...env } });
  await new Promise((r) => setTimeout(r, 1000));
  const rss = rssMb(running.child.pid);
  await running.stop();
  return { ms: running.startMs, readyMs: running.readyMs, rssMb: Math.round(rss) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** RUNS first starts and restarts; database: 'pglite' or 'postgres'. */
async function runOn(database) {
  const fresh = [];
  const existing = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-bench-'));
    const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_startup') : null;
    const env = pgDb ? { DATABASE_URL: pgDb.url } : {};
    try {
      fresh.push(await startOnce(dataDir, 3900 + i, env));
      existing.push(await startOnce(dataDir, 3950 + i, env));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    }
  }
  return {
    freshDataDirMs: Math.round(median(fresh.map((r) => r.ms))),
    existingDataDirMs: Math.round(median(existing.map((r) => r.ms))),
    freshDataDirReadyLogMs: median(fresh.map((r) => r.readyMs)),
    existingDataDirReadyLogMs: median(existing.map((r) => r.readyMs)),
    // A fresh start has just seeded the reference data; a restart is the steady state.
    rssAfterFreshStartMb: Math.round(median(fresh.map((r) => r.rssMb))),
    rssAfterRestartMb: Math.round(median(existing.map((r) => r.rssMb))),
    fresh,
    existing,
  };
}

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// The embedded database's figures at the top level, as before; PostgreSQL's under 'postgres'.
const result = { bench: 'startup', runs: RUNS };
if (databases.includes('pglite')) Object.assign(result, await runOn('pglite'));
if (databases.includes('postgres')) result.postgres = await runOn('postgres');
Object.assign(result, { node: process.version, date: new Date().toISOString() });
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/startup.json'),
  JSON.stringify(result, null, 2) + '\n',
);
