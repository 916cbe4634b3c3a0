// In-process timing of the gazetteer lookup on PGlite, for bench/geocode.bench.mjs: opens the
// data directory a server has just seeded (the server must be stopped) and times each lookup of
// the check set, repeated. Prints one JSON line. Usage: tsx bench/geocode-lookup.ts <pglite dir>
import { readFileSync } from 'node:fs';
import { createDb } from '@foodhub/db';
import { geocodeWithGazetteer } from '../apps/api/src/lib/gazetteer-geocoder';
import type { GeocodeQuery } from '../apps/api/src/lib/geocoder';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: tsx bench/geocode-lookup.ts <pglite dir>');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);

const checkSet = JSON.parse(
  readFileSync(
    new URL('../apps/api/test/fixtures/geocode-check-set.json', import.meta.url),
    'utf8',
  ),
) as { places: { query: GeocodeQuery }[] };

const handle = await createDb({ driver: 'pglite', dataDir });
const durations: number[] = [];
try {
  for (let round = 0; round < REPEAT; round++) {
    for (const { query } of checkSet.places) {
      const started = performance.now();
      await geocodeWithGazetteer(handle.db, query);
      durations.push(performance.now() - started);
    }
  }
} finally {
  await handle.close();
}
durations.sort((a, b) => a - b);
const at = (q: number) =>
  durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
console.log(
  JSON.stringify({
    lookups: durations.length,
    p50Ms: Number(at(0.5).toFixed(2)),
    p95Ms: Number(at(0.95).toFixed(2)),
  }),
);
