// Throughput and latency under load through the built server (npm run build), with autocannon:
// BENCH_CONNECTIONS (50) clients for BENCH_DURATION seconds (60), split evenly over five
// endpoints, each client sending its next request as soon as the last one is answered:
// GET /products, POST /solutions/match (the surplus cases of the match quality table, with a
// location) and, logged in (10 users, registered and logged in through the API first),
// GET /provider_companies (donation solutions from places across the Alps),
// POST /transport/calculate and POST /chatbot (a new conversation per question).
// Runs on the embedded PGlite database and on PostgreSQL (a fresh database on
// BENCH_POSTGRES_URL, dropped afterwards), at the production log level (info, to a file).
// Reports per endpoint: requests, req/s, p50/p95/p99 latency, errors (connection errors and
// timeouts) and non-2xx answers; and the server's resident memory at rest after start and its
// peak under load (VmRSS every 500 ms). The bench client runs on the same machine.
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

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = 10;
const PORT = 3962;
const origin = `http://127.0.0.1:${PORT}`;
const base = `${origin}/tool/api`;
const round = (x, digits = 1) => Number(x.toFixed(digits));
const fixture = (name) =>
  JSON.parse(readFileSync(path.join(root, 'apps/api/test/fixtures', name), 'utf8'));
const { cases } = fixture('match-quality-cases.json');
const { questions } = fixture('chatbot-questions.json');

// [lat, lon] across the Alpine countries.
const SOLUTION_IDS = [
  'reuse-food-bank',
  'reuse-social-supermarket',
  'reuse-soup-kitchen',
  'reuse-catering-meal-donation',
  'reuse-community-fridge',
];
const ADDRESSES = [
  'Hauptplatz 1, 8010 Graz, Austria',
  'Stephansplatz 1, 1010 Wien, Austria',
  'Marienplatz 1, 80331 München, Germany',
  'Piazza del Duomo 1, 20122 Milano, Italy',
  'Prešernov trg 1, 1000 Ljubljana, Slovenia',
  'Place Grenette 1, 38000 Grenoble, France',
  'Bahnhofstrasse 1, 8001 Zürich, Switzerland',
];

const at = (list, n) => list[n % list.length];

/** The requests of each endpoint: a function of the request number and the user's token. */
const ENDPOINTS = {
  'GET /products': () => ({ method: 'GET', path: '/tool/api/products' }),
  'POST /solutions/match': (n, token) => {
    const c = at(cases, n);
    const [lat, lon] = at(ALPINE_PLACES, n);
    const companyProfile = {
      ...c.companyProfile,
      location_geo: { type: 'Point', coordinates: [lon, lat] },
    };
    return {
      method: 'POST',
      path: '/tool/api/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true',
      token,
      body: { userInputs: { companyProfile, wasteInfo: c.wasteInfo } },
    };
  },
  'GET /provider_companies': (n, token) => {
    const [lat, lon] = at(ALPINE_PLACES, n);
    return {
      method: 'GET',
      token,
      path: `/tool/api/provider_companies?solution_id=${at(SOLUTION_IDS, n)}&lat=${lat}&lon=${lon}`,
    };
  },
  'POST /transport/calculate': (n, token) => ({
    method: 'POST',
    path: '/tool/api/transport/calculate',
    token,
    body: {
      source: at(ADDRESSES, n),
      destination: at(ADDRESSES, n + 3),
      transport_mode: 'road',
      weight_tons: 0.05 + (n % 20) / 10,
    },
  }),
  'POST /chatbot': (n, token) => {
    const q = at(questions, n);
    return {
      method: 'POST',
      path: '/tool/api/chatbot',
      token,
      body: {
        context: { userInputs: { companyProfile: {}, wasteInfo: {}, lcaData: {} } },
        userMessage: q.question,
        pageContext: q.pageContext,
        thread_id: null,
      },
    };
  },
};

/** Registers and logs in a user; returns the token. */
function newUser(i) {
  return signIn(base, `load.${Date.now()}.${i}`);
}

/** As autocannon sends it: a browser's headers, JSON body, bearer token when logged in. */
function toAutocannon({ method, path: requestPath, token, body }) {
  return {
    method,
    path: requestPath,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  };
}

// BENCH_ENDPOINTS: only these endpoints (comma-separated names as in ENDPOINTS), e.g. the match
// alone (bench/match-throughput.bench.mjs); BENCH_RESULT names the result file (default 'load').
const ONLY = process.env.BENCH_ENDPOINTS?.split(',');
const measured = Object.keys(ENDPOINTS).filter((name) => !ONLY || ONLY.includes(name));
if (measured.length === 0)
  throw new Error(`BENCH_ENDPOINTS names no endpoint of ${Object.keys(ENDPOINTS)}`);
const RESULT = process.env.BENCH_RESULT ?? 'load';

/** One autocannon run per endpoint, all at once; resolves to the statistics per endpoint. */
async function loadEndpoints(tokens) {
  const names = measured;
  const runs = names.map((name, e) => {
    const connections = Math.floor(CONNECTIONS / names.length) + (e < CONNECTIONS % names.length);
    let n = 0;
    const latencies = [];
    const instance = autocannon({
      url: origin,
      connections,
      duration: DURATION,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const next = toAutocannon(ENDPOINTS[name](n, at(tokens, n)));
            n++;
            return { ...request, ...next };
          },
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    return instance.then((result) => ({ name, connections, result, latencies }));
  });
  const stats = {};
  for (const { name, connections, result, latencies } of await Promise.all(runs)) {
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    );
    stats[name] = {
      connections,
      requests: result.requests.total,
      reqPerSec: round(result.requests.total / result.duration),
      p50Ms: round(quantile(latencies, 0.5)),
      p95Ms: round(quantile(latencies, 0.95)),
      p99Ms: round(quantile(latencies, 0.99)),
      maxMs: round(Math.max(...latencies)),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes,
    };
  }
  return stats;
}

/** Starts a server, signs users in, measures; database: 'pglite' or 'postgres'. */
async function runOn(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-load-bench-'));
  const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_load') : null;
  const logFile = path.join(dataDir, 'server.log');
  try {
    const running = await startBuiltServer({
      dataDir,
      port: PORT,
      pollMs: 50,
      logFile,
      env: {
        LOG_LEVEL: 'info',
        RATE_LIMIT_AUTH_MAX: '1000',
        // Ten accounts carry the whole load: the per-account limits would refuse most of it.
        RATE_LIMIT_MATCH_MAX: '1000000',
        RATE_LIMIT_CHATBOT_MAX: '1000000',
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      },
    });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      const rssAtRestMb = rssMb(running.child.pid);
      const tokens = [];
      for (let i = 0; i < USERS; i++) tokens.push(await newUser(i));
      // Every endpoint answers once before the clock starts (and must answer 2xx).
      for (const name of measured) {
        const r = ENDPOINTS[name](0, tokens[0]);
        await apiCall(`${origin}${r.path}`, {
          method: r.method,
          body: r.body,
          token: r.token,
        }).catch((error) => {
          throw new Error(`${name}: ${error.message}`);
        });
      }
      const sampler = sampleRss(running.child.pid, 500);
      const endpoints = await loadEndpoints(tokens);
      const rssPeakMb = sampler.stop();
      const all = Object.values(endpoints);
      const errorLines = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      return {
        database,
        totalRequests: all.reduce((sum, s) => sum + s.requests, 0),
        totalReqPerSec: round(all.reduce((sum, s) => sum + s.reqPerSec, 0)),
        errors: all.reduce((sum, s) => sum + s.errors + s.timeouts, 0),
        non2xx: all.reduce((sum, s) => sum + s.non2xx, 0),
        serverErrorLogLines: errorLines.length,
        // The distinct error messages the server logged, if any.
        serverErrors: [...new Set(errorLines.map((line) => line.slice(0, 2000)))].slice(0, 3),
        rssAtRestMb: Math.round(rssAtRestMb),
        rssPeakMb: Math.round(rssPeakMb),
        endpoints,
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
  bench: RESULT,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  cpus: os.cpus().length,
  logLevel: 'info',
};
for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
  result[database] = await runOn(database);
}
Object.assign(result, {
  node: process.version,
  date: new Date().toISOString(),
});
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, `bench/results/${RESULT}.json`),
  JSON.stringify(result, null, 2) + '\n',
);
const failures = Object.values(result).reduce(
  (sum, r) => sum + (r?.errors ?? 0) + (r?.non2xx ?? 0),
  0,
);
if (failures > 0) {
  console.error(`${failures} requests failed under load`);
  process.exitCode = 1;
}
