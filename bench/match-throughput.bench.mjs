// Throughput of POST /solutions/match alone through the built server (npm run build), with
// autocannon: BENCH_CONNECTIONS (10) clients for BENCH_DURATION seconds (30), each sending its next
// request as soon as the last one is answered, logged in, with the surplus cases of the match
// quality table at places across the Alps (the same requests as the match share of
// load.bench.mjs). Runs on the embedded PGlite database and on PostgreSQL (a fresh database on
// BENCH_POSTGRES_URL, dropped afterwards; BENCH_DATABASES=pglite runs PGlite only), at the
// production log level (info, to a file). Reports req/s, p50/p95/p99 latency, errors and non-2xx
// answers, and the server's resident memory at rest after start (a restart on a seeded data
// directory, the steady state) and its peak under load (VmRSS every 500 ms).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ALPINE_PLACES,
  apiCall,
  createPostgresDatabase,
  quantile,
  root,
  rssMb,
  sampleRss,
  signIn,
  startBuiltServer,
} from './support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 3964;
const origin = `http://127.0.0.1:${PORT}`;
const base = `${origin}/tool/api`;
const round = (x, digits = 1) => Number(x.toFixed(digits));
const { cases } = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/match-quality-cases.json'), 'utf8'),
);
const at = (list, n) => list[n % list.length];
const MATCH_PATH =
  '/tool/api/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true';

/** The n-th request: a case of the quality table at one of the places. */
function matchBody(n) {
  const c = at(cases, n);
  const [lat, lon] = at(ALPINE_PLACES, n);
  const companyProfile = {
    ...c.companyProfile,
    location_geo: { type: 'Point', coordinates: [lon, lat] },
  };
  return { userInputs: { companyProfile, wasteInfo: c.wasteInfo } };
}

async function measure(token) {
  let n = 0;
  const latencies = [];
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: MATCH_PATH,
          headers: {
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(matchBody(n++)),
        }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    connections: CONNECTIONS,
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / result.duration),
    p50Ms: round(quantile(latencies, 0.5)),
    p95Ms: round(quantile(latencies, 0.95)),
    p99Ms: round(quantile(latencies, 0.99)),
    maxMs: round(Math.max(...latencies)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function runOn(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-match-throughput-'));
  const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_match_tp') : null;
  const logFile = path.join(dataDir, 'server.log');
  const env = {
    LOG_LEVEL: 'info',
    RATE_LIMIT_AUTH_MAX: '1000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  };
  try {
    // The first start seeds the reference data; the measured one is a restart.
    const first = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, logFile, env });
    await first.stop();
    const running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, logFile, env });
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const rssAtRestMb = rssMb(running.child.pid);
      const token = await signIn(base, `match-throughput.${Date.now()}`);
      // Every case answers once before the clock starts (and must answer 2xx).
      for (let i = 0; i < cases.length; i++) {
        await apiCall(`${origin}${MATCH_PATH}`, { method: 'POST', body: matchBody(i), token });
      }
      const sampler = sampleRss(running.child.pid, 500);
      const stats = await measure(token);
      const rssPeakMb = sampler.stop();
      return {
        database,
        ...stats,
        rssAtRestMb: Math.round(rssAtRestMb),
        rssPeakMb: Math.round(rssPeakMb),
      };
    } finally {
      await running.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

const result = {
  bench: 'match-throughput',
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  cpus: os.cpus().length,
};
for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
  result[database] = await runOn(database);
}
Object.assign(result, { node: process.version, date: new Date().toISOString() });
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/match-throughput.json'),
  JSON.stringify(result, null, 2) + '\n',
);
const failures = ['pglite', 'postgres'].reduce(
  (sum, db) => sum + (result[db]?.errors ?? 0) + (result[db]?.non2xx ?? 0),
  0,
);
if (failures > 0) {
  console.error(`${failures} match requests failed`);
  process.exitCode = 1;
}
