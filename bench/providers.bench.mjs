// Latency of GET /provider_companies through the built server (npm run build): a seeded data
// directory grown to 100,000 providers over 500 solutions (bench/grow-catalogue.ts), then the
// providers of shipped solutions asked from places across the Alpine countries, with distances,
// and with a surplus so suitability is judged too. Each answer holds at most the default limit
// (200, the nearest); meanProviders, meanTotal (the solution's providers in all) and meanAnswerKB
// (the JSON text, before compression) show what one answer carries. withLocationLimit500 asks
// for limit=500, which for these solutions is the whole list, as answered before the limit:
// the same run, so the two compare on the same machine load. Target: p95 under 30 ms.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALPINE_PLACES,
  growCatalogue,
  quantile,
  root,
  signIn,
  startBuiltServer,
} from './support.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const PORT = 3961;
const base = `http://127.0.0.1:${PORT}/tool/api`;
const round = (x, digits = 2) => Number(x.toFixed(digits));
const SOLUTION_IDS = [
  'reuse-food-bank',
  'reuse-social-supermarket',
  'reuse-soup-kitchen',
  'reuse-catering-meal-donation',
  'reuse-community-fridge',
];

/** GET with the token; the answer's JSON and the size of its text in bytes. */
async function getJson(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

async function timeProviders(token, { surplus = false, limit } = {}) {
  const durations = [];
  let listed = 0;
  let totals = 0;
  let bytes = 0;
  for (let r = -1; r < REPEAT; r++) {
    for (const [i, id] of SOLUTION_IDS.entries()) {
      const [lat, lon] = ALPINE_PLACES[(i + r + 1) % ALPINE_PLACES.length];
      const url =
        `${base}/provider_companies?solution_id=${id}&lat=${lat}&lon=${lon}` +
        (surplus ? '&food_group=Vegetables&food_group=Fruit&kg_per_week=100' : '') +
        (limit ? `&limit=${limit}` : '');
      const started = performance.now();
      const answer = await getJson(url, token);
      // The first round warms the catalogue cache and is not counted.
      if (r >= 0) {
        durations.push(performance.now() - started);
        listed += answer.body.provider_companies.length;
        totals += answer.body.total;
        bytes += answer.bytes;
      }
    }
  }
  return {
    requests: durations.length,
    meanProviders: Math.round(listed / durations.length),
    meanTotal: Math.round(totals / durations.length),
    meanAnswerKB: round(bytes / durations.length / 1024, 1),
    p50Ms: round(quantile(durations, 0.5)),
    p95Ms: round(quantile(durations, 0.95)),
    maxMs: round(Math.max(...durations)),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-providers-bench-'));
const result = { bench: 'providers', repeat: REPEAT, targetP95Ms: 30 };
try {
  // The first start seeds the catalogue; the data is grown while the server is stopped.
  let running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
  await running.stop();
  result.scale = growCatalogue(dataDir, { solutions: 500, providers: 100_000 });
  running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
  try {
    const token = await signIn(base);
    result.withLocation = await timeProviders(token);
    result.withLocationAndSurplus = await timeProviders(token, { surplus: true });
    result.withLocationLimit500 = await timeProviders(token, { limit: 500 });
  } finally {
    await running.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/providers.json'),
  JSON.stringify(result, null, 2) + '\n',
);
