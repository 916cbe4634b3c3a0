// Flat cost as the data grows (issue 38): grows a PostgreSQL database in steps to a national
// programme's size and measures every page that reads the whole data through the built server
// (npm run build), 5 clients at a time: p50/p95 per endpoint and the server's peak memory (VmHWM).
// 100x = 100,000 providers, 100,000 users, 1,000,000 saved surpluses, 200,000 reports and
// 1,000,000 audit rows; 1x and 10x are 1/100 and 1/10 of that. The rows are grown by
// bench/grow-data.ts from a template account's real matches and reports (growth-endpoints.mjs);
// what the server derives from them, its start-up catch-ups fill, and each step is measured
// only once the server is quiet (no CPU, no query running, no saved surplus left unsummarised).
// Then the console pages on the embedded PGlite at the 10x size (10,000 providers and users).
// Usage: node bench/run.mjs growth [--steps 1,10,100] [--scale 0.1] [--keep]
//   [--databases postgres,pglite]. PostgreSQL: BENCH_DATABASE_URL (default
//   postgres://postgres@127.0.0.1:5432/foodhub_growth), a database it creates and drops (--keep
//   keeps it, and the PGlite directory). BENCH_GROWTH_REQUESTS (40) and BENCH_GROWTH_SECONDS (20)
//   bound each endpoint's run, BENCH_DEEP_PAGES (100) the deep page. Writes
//   bench/results/growth.json and prints a table like the issue's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { endpoints, login, makeTemplates, measure, register } from './growth-endpoints.mjs';
import { root, startBuiltServer } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    steps: { type: 'string', default: '1,10,100' },
    scale: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    databases: { type: 'string', default: 'postgres,pglite' },
  },
});
const STEPS = args.steps.split(',').map(Number);
const SCALE = Number(args.scale);
if (STEPS.some((s) => !(s > 0)) || !(SCALE > 0)) throw new Error('--steps and --scale are numbers');
const CLIENTS = 5;
const RUN = {
  clients: CLIENTS,
  requests: Number(process.env.BENCH_GROWTH_REQUESTS ?? 40),
  seconds: Number(process.env.BENCH_GROWTH_SECONDS ?? 20),
  timeoutMs: Number(process.env.BENCH_TIMEOUT_MS ?? 300_000),
  log: (line) => console.log(line),
};
const DEEP_PAGES = Number(process.env.BENCH_DEEP_PAGES ?? 100);
const SAVED_REPORTS_MAX = 200;
const PORT = 3966;
const base = `http://127.0.0.1:${PORT}/tool/api`;
const SIZE_100X = { providers: 1e5, users: 1e5, surpluses: 1e6, reports: 2e5, audit: 1e6 };
const sizesAt = (step) =>
  Object.fromEntries(
    Object.entries(SIZE_100X).map(([k, v]) => [
      k,
      Math.max(1, Math.round((v * step * SCALE) / 100)),
    ]),
  );
const SERVER_ENV = {
  LOG_LEVEL: 'info',
  // A handful of accounts send every request: the per-account limits would refuse most.
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_LOGIN_EMAIL_MAX: '100000',
  RATE_LIMIT_MATCH_MAX: '1000000',
  RATE_LIMIT_PDF_MAX: '100000',
  RATE_LIMIT_REPORT_MAX: '100000',
  SAVED_REPORTS_MAX: String(SAVED_REPORTS_MAX),
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => Math.round(ms / 100) / 10;

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** What PostgreSQL still has to do for the server: its running queries, unsummarised rows. */
async function pendingWork(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`);
    const unsummarised = await client
      .query('select count(*)::int as n from saved_surpluses where summary is null')
      .then(
        (r) => r.rows[0].n,
        () => 0,
      );
    return rows[0].n + unsummarised;
  } finally {
    await client.end();
  }
}

/** Waits until the server's start-up catch-ups are done: 3 quiet 2-second looks in a row. */
async function settle(pid, url) {
  const started = performance.now();
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 3) {
    await sleep(2000);
    const cpu = cpuSeconds(pid);
    const pending = url ? await pendingWork(url) : 0;
    quiet = cpu - last < 0.1 && pending === 0 ? quiet + 1 : 0;
    last = cpu;
  }
  // What autovacuum does within minutes of a bulk load: the catch-ups rewrote every row, and
  // the index entries they left behind would otherwise be measured, not the steady state.
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('vacuum analyze').finally(() => client.end());
  }
  return performance.now() - started;
}

/** Grows the database to `sizes` with bench/grow-data.ts (the server stopped). */
function grow(target, sizes, accounts) {
  const goal = {
    ...sizes,
    templateEmail: accounts.template.email,
    heavyEmail: accounts.heavy.email,
    adminEmail: accounts.admin.email,
    maxReports: SAVED_REPORTS_MAX,
  };
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/grow-data.ts'), target, JSON.stringify(goal)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`growing the data failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** A server on the database (DATABASE_URL or the PGlite in dataDir). */
function start(dataDir, url) {
  return startBuiltServer({
    dataDir,
    port: PORT,
    pollMs: 200,
    logFile: path.join(dataDir, 'server.log'),
    env: { ...SERVER_ENV, ...(url ? { DATABASE_URL: url } : {}) },
  });
}

/** The empty database migrated and seeded by the server, with the three accounts and templates. */
async function prepare(dataDir, url) {
  const server = await start(dataDir, url);
  try {
    const tag = Date.now();
    const accounts = {
      template: await register(base, `growth-template-${tag}`),
      heavy: await register(base, `growth-heavy-${tag}`),
      admin: await register(base, `growth-admin-${tag}`),
    };
    await makeTemplates(base, await login(base, accounts.template));
    // The match saves its surplus after answering: a moment for the last one.
    await sleep(1000);
    return accounts;
  } finally {
    await server.stop();
  }
}

/** Grows to the step's sizes, starts the server, waits for it to settle, measures. */
async function runStep({ step, sizes, dataDir, url, target, accounts, consoleOnly }) {
  console.log(`\n-- ${url ? 'PostgreSQL' : 'PGlite'} ${step}x: ${JSON.stringify(sizes)}`);
  const grown = grow(target, sizes, accounts);
  console.log(`grown in ${seconds(grown.ms)} s: ${JSON.stringify(grown.counts)}`);
  const server = await start(dataDir, url);
  try {
    const settleMs = await settle(server.child.pid, url);
    console.log(
      `server started in ${seconds(server.startMs)} s, settled ${seconds(settleMs)} s later`,
    );
    const tokens = {
      admin: await login(base, accounts.admin),
      heavy: await login(base, accounts.heavy),
    };
    const list = await endpoints(base, tokens, { deepPages: DEEP_PAGES, consoleOnly });
    const measured = await measure(base, server.child.pid, list, RUN);
    const errorLines = readFileSync(path.join(dataDir, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    return {
      step,
      counts: grown.counts,
      generateSeconds: seconds(grown.ms),
      startSeconds: seconds(server.startMs),
      settleSeconds: seconds(settleMs),
      databaseMb: url ? await databaseMb(url) : null,
      serverPeakMb: Math.max(...Object.values(measured).map((r) => r.peakMb)),
      serverErrors: [...new Set(errorLines.map((l) => l.slice(0, 500)))].slice(0, 3),
      endpoints: measured,
    };
  } finally {
    await server.stop();
  }
}

async function databaseMb(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select pg_database_size(current_database()) as b');
  await client.end();
  return Math.round(Number(rows[0].b) / 2 ** 20);
}

/** The PostgreSQL database of the run: created fresh, never postgres, test or a template. */
async function postgresDatabase() {
  const url = new URL(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foodhub_growth',
  );
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || /^(postgres|test|template\d*)$/.test(name)) {
    throw new Error(`the growth bench creates and drops its database: not '${name}'`);
  }
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  return {
    url: url.toString(),
    name,
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onPostgres() {
  const database = await postgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-growth-'));
  const steps = [];
  try {
    const accounts = await prepare(dataDir, database.url);
    for (const step of STEPS) {
      const sizes = sizesAt(step);
      steps.push(
        await runStep({ step, sizes, dataDir, url: database.url, target: database.url, accounts }),
      );
    }
    return { database: database.name, steps };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!args.keep) await database.drop();
    else console.log(`kept the database ${database.url}`);
  }
}

/** The console pages on the embedded PGlite at the 10x size (10,000 providers and users). */
async function onPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-growth-pglite-'));
  try {
    const accounts = await prepare(dataDir, null);
    const target = path.join(dataDir, 'pglite');
    return await runStep({
      step: 10,
      sizes: sizesAt(10),
      dataDir,
      target,
      accounts,
      consoleOnly: true,
    });
  } finally {
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`kept the PGlite directory ${dataDir}`);
  }
}

const result = { bench: 'growth', clients: CLIENTS, scale: SCALE, cpus: os.cpus().length };
const databases = args.databases.split(',');
if (databases.includes('postgres')) result.postgres = await onPostgres();
if (databases.includes('pglite')) result.pglite = await onPglite();
Object.assign(result, { node: process.version, date: new Date().toISOString() });
writeFileSync(path.join(root, 'bench/results/growth.json'), JSON.stringify(result, null, 2) + '\n');

// The table: p50 / p95 per endpoint and size; then peak memory and generation time.
const columns = [
  ...(result.postgres?.steps ?? []).map((s) => [`PostgreSQL ${s.step}x`, s]),
  ...(result.pglite ? [['PGlite 10x', result.pglite]] : []),
];
const names = [...new Set(columns.flatMap(([, s]) => Object.keys(s.endpoints)))];
const cell = (r) => (r?.n ? `${r.p50Ms} / ${r.p95Ms}` : r ? 'failed' : '');
const rows = [
  ['p50 / p95 ms', ...columns.map(([label]) => label)],
  ...names.map((name) => [name, ...columns.map(([, s]) => cell(s.endpoints[name]))]),
  ['server peak MB', ...columns.map(([, s]) => String(s.serverPeakMb))],
  [
    'data download peak MB',
    ...columns.map(([, s]) => String(s.endpoints['GET /me/export (heavy user)']?.peakMb ?? '')),
  ],
  ['grown in s', ...columns.map(([, s]) => String(s.generateSeconds))],
  ['settled in s', ...columns.map(([, s]) => String(s.settleSeconds))],
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log('\n' + rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')).join('\n'));
const failed = columns.flatMap(([label, s]) =>
  Object.entries(s.endpoints)
    .filter(([, r]) => Object.keys(r.failures).length > 0 || r.warmUpStatus)
    .map(([name]) => `${label} ${name}`),
);
if (failed.length > 0) {
  console.error(`failed requests: ${failed.join('; ')}`);
  process.exitCode = 1;
}
