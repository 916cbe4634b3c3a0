// Match latency of POST /solutions/match through the built server (npm run build): the quality
// table's surplus cases and the evaluation set's, first with the shipped catalogue, then with the catalogue grown to
// 500 solutions and 20,000 providers (bench/grow-catalogue.ts) and the user's location known, so
// every request also counts the providers near the user. Also reports the quality table's
// top-1 and top-3 agreement on the shipped catalogue.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALPINE_PLACES,
  apiCall,
  growCatalogue,
  quantile,
  root,
  signIn,
  startBuiltServer,
} from './support.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const PORT = 3960;
const base = `http://127.0.0.1:${PORT}/tool/api`;
// The quality table and both splits of the evaluation set: varied real-world inputs.
const readCases = (file) =>
  JSON.parse(readFileSync(path.join(root, 'apps/api/test/fixtures', file), 'utf8')).cases;
const cases = [
  ...readCases('match-quality-cases.json'),
  ...readCases('match-eval/tune.json'),
  ...readCases('match-eval/holdout.json'),
];
const MATCH = `${base}/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true`;
const round = (x, digits = 2) => Number(x.toFixed(digits));
// One account matches every case in a row: far beyond a person's matches per minute.
const ENV = { RATE_LIMIT_MATCH_MAX: '100000' };
// Places across the Alpine countries, so the nearby-provider count runs at varied density.
const PLACES = ALPINE_PLACES.map(([lat, lon]) => [lon, lat]);

async function timeMatches(token, withLocation) {
  const durations = [];
  let empty = 0;
  for (let round = -1; round < REPEAT; round++) {
    for (const [i, c] of cases.entries()) {
      const companyProfile = withLocation
        ? {
            ...c.companyProfile,
            location_geo: { type: 'Point', coordinates: PLACES[i % PLACES.length] },
          }
        : c.companyProfile;
      const started = performance.now();
      const body = await apiCall(MATCH, {
        method: 'POST',
        body: {
          userInputs: { companyProfile: companyProfile ?? null, wasteInfo: c.wasteInfo ?? null },
        },
        token,
      });
      // The first round warms the catalogue cache and is not counted.
      if (round >= 0) durations.push(performance.now() - started);
      if (body.solutions.length === 0) empty++;
    }
  }
  return {
    requests: durations.length,
    p50Ms: round(quantile(durations, 0.5)),
    p95Ms: round(quantile(durations, 0.95)),
    maxMs: round(Math.max(...durations)),
    emptyAnswers: empty,
    withLocation,
  };
}

const quality = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/match-quality.ts')],
  { cwd: root, encoding: 'utf8' },
);
if (quality.status !== 0) throw new Error(`quality table failed:\n${quality.stderr}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-match-bench-'));
const result = { bench: 'match', cases: cases.length, repeat: REPEAT };
try {
  let running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env: ENV });
  try {
    const token = await signIn(base);
    result.shippedCatalogue = await timeMatches(token, false);
    result.shippedCatalogueWithLocation = await timeMatches(token, true);
  } finally {
    await running.stop();
  }
  result.scaled = growCatalogue(dataDir, { solutions: 500, providers: 20_000 });
  running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env: ENV });
  try {
    const token = await signIn(base);
    result.scaled = { ...result.scaled, ...(await timeMatches(token, true)) };
  } finally {
    await running.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
result.quality = JSON.parse(quality.stdout.trim().split('\n').at(-1));
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(path.join(root, 'bench/results/match.json'), JSON.stringify(result, null, 2) + '\n');
