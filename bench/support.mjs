// Shared by the benchmarks: start the built server (npm run build) and wait until it is healthy.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER: another build of the server to measure (e.g. a copy of an older dist/server.js
// next to it, to compare two versions on the same machine at the same time).
const server = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/server.js');
// BENCH_NODE_FLAGS: flags for the server's node (e.g. '--max-old-space-size=192'), to compare;
// by default those `npm run serve` (and `npm start`) give it, so the bench measures what runs.
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? serveFlags()).split(' ').filter(Boolean);

/** The node flags of the root package's `serve` script: `node <flags> apps/api/dist/server.js`. */
function serveFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const flags = /^node((?: --\S+)*) apps\/api\/dist\/server\.js$/.exec(scripts.serve);
  if (!flags) throw new Error(`unexpected serve script: ${scripts.serve}`);
  return flags[1].trim();
}

/**
 * Starts the server on DATA_DIR and port; resolves when /health answers 200. env adds settings
 * (e.g. DATABASE_URL, RATE_LIMIT_AUTH_MAX; LOG_LEVEL: 'info' for readyMs, the time to the
 * 'server ready' log line). With logFile, standard output goes to that file instead.
 */
export async function startBuiltServer({ dataDir, port, pollMs = 20, env = {}, logFile }) {
  const started = performance.now();
  const out = logFile ? openSync(logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, [...nodeFlags, server], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', out, 'pipe'],
  });
  if (logFile) closeSync(out);
  let readyMs = null;
  let pending = '';
  const errors = [];
  child.stdout?.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (readyMs === null && line.includes('"msg":"server ready"')) {
        readyMs = Math.round(performance.now() - started);
      }
      if (/"level":(50|60)/.test(line)) errors.push(line);
    }
  });
  child.stderr.on('data', (chunk) => errors.push(String(chunk)));
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${errors.join('')}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/tool/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    child,
    startMs: Math.round(performance.now() - started),
    get readyMs() {
      return readyMs;
    },
    /** Error and fatal log lines and standard error output so far. */
    errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
    /** Ends the server without any chance to clean up, as a crash or an OOM kill would. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The peak resident memory of a process in MB (VmHWM: every moment counts, not only samples). */
export function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts the process's VmHWM again from its RSS now (Linux clear_refs 5), to measure one part. */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Samples a process's RSS every intervalMs; stop() returns the peak in MB. */
export function sampleRss(pid, intervalMs = 500) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process has ended
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The PostgreSQL server the PostgreSQL runs use (BENCH_POSTGRES_URL, any database on it). */
export const postgresUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a fresh database on that server; returns its URL and drop() to remove it. */
export async function createPostgresDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The q-quantile (0..1) of a list of numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** A JSON call to the API; throws with the answer's text on any status other than 2xx. */
export async function apiCall(url, { method = 'GET', body, token } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * [lat, lon] of towns across the Alpine countries (Vienna, Munich, Milan, Ljubljana, Grenoble,
 * Zurich, Graz, Bologna), so location-dependent requests run at varied density.
 */
export const ALPINE_PLACES = [
  [48.2082, 16.3738],
  [48.1372, 11.576],
  [45.4642, 9.19],
  [46.0569, 14.5058],
  [45.1885, 5.7245],
  [47.3769, 8.5417],
  [47.0707, 15.4395],
  [44.4949, 11.3427],
];

/** The body of a registration for bench users; tag makes the e-mail address unique. */
export function benchRegistration(tag) {
  return {
    firstName: 'Bench',
    lastName: 'User',
    email: `bench.${tag}@example.org`,
    streetAddress: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'Austria',
    accountType: 'individual',
    company: null,
    acceptPledge: true,
    becomeMember: true,
  };
}

/** Registers a bench user (the embedded outbox shows the password), logs in, returns the token. */
export async function signIn(base, tag = String(Date.now())) {
  const body = benchRegistration(tag);
  const registered = await apiCall(`${base}/register`, { method: 'POST', body });
  const login = await apiCall(`${base}/login`, {
    method: 'POST',
    body: { email: body.email, password: registered.password },
  });
  return login.access_token;
}

/** Grows a stopped server's data directory with bench/grow-catalogue.ts; returns its counts. */
export function growCatalogue(dataDir, { solutions, providers }) {
  const grow = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/grow-catalogue.ts'), path.join(dataDir, 'pglite')],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        BENCH_SOLUTIONS: String(solutions),
        BENCH_PROVIDERS: String(providers),
      },
    },
  );
  if (grow.status !== 0) throw new Error(`growing the catalogue failed:\n${grow.stderr}`);
  return JSON.parse(grow.stdout.trim().split('\n').at(-1));
}
