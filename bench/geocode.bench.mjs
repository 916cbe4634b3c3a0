// Geocoding with the embedded gazetteer: accuracy on the 60-place check set (within 15 km of the
// true town centre), latency of POST /geocode through the built server on a fresh data directory
// (first start seeds the gazetteer), and the in-process lookup time on PGlite.
// Needs a built server (npm run build) and the seed file (npm run seed:build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quantile, root, startBuiltServer } from './support.mjs';

const checkSet = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/geocode-check-set.json'), 'utf8'),
);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const PORT = 3940;
const base = `http://127.0.0.1:${PORT}/tool/api`;

function distanceKm([lat1, lon1], [lat2, lon2]) {
  const rad = (d) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round = (x, digits = 1) => Number(x.toFixed(digits));

async function geocode(query) {
  const res = await fetch(`${base}/geocode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  if (!res.ok) throw new Error(`POST /geocode answered ${res.status}`);
  return res.json();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-geocode-bench-'));
const running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
let result;
try {
  const firstStartMs = running.startMs;

  const misses = [];
  let within = 0;
  for (const { query, expected } of checkSet.places) {
    const answer = await geocode(query);
    const km = answer.found
      ? distanceKm(
          [answer.location_geo.coordinates[1], answer.location_geo.coordinates[0]],
          expected,
        )
      : Infinity;
    if (km <= checkSet.toleranceKm) within++;
    else misses.push({ query, km: answer.found ? round(km) : 'not found' });
  }

  const durations = [];
  for (let i = 0; i < REPEAT; i++) {
    for (const { query } of checkSet.places) {
      const t = performance.now();
      await geocode(query);
      durations.push(performance.now() - t);
    }
  }
  result = {
    bench: 'geocode',
    checkPlaces: checkSet.places.length,
    withinKm: checkSet.toleranceKm,
    within,
    misses,
    http: {
      requests: durations.length,
      p50Ms: round(quantile(durations, 0.5), 2),
      p95Ms: round(quantile(durations, 0.95), 2),
    },
    firstStartMs,
  };
} finally {
  await running.stop();
}

// The same lookups in-process, on the data directory the server has just seeded.
const lookup = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/geocode-lookup.ts'), path.join(dataDir, 'pglite')],
  { cwd: root, encoding: 'utf8', env: { ...process.env, BENCH_REPEAT: String(REPEAT) } },
);
rmSync(dataDir, { recursive: true, force: true });
if (lookup.status !== 0) throw new Error(`in-process lookup failed:\n${lookup.stderr}`);
result.inProcess = JSON.parse(lookup.stdout.trim().split('\n').at(-1));
result.node = process.version;
result.date = new Date().toISOString();

console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/geocode.json'),
  JSON.stringify(result, null, 2) + '\n',
);
