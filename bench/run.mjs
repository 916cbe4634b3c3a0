// Runs every benchmark in bench/ (every *.bench.mjs; `npm run bench -- load` runs those whose
// name contains 'load') and prints one JSON line per result; results are also written to
// bench/results/<name>.json (growth: only when named, with its options after the name: see
// growth.bench.mjs). Needs a built server: npm run build. load and durability also run on
// PostgreSQL, in a database they create and drop on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); BENCH_DATABASES=pglite runs them on PGlite only.
// A bench whose goal is missed (an error under load, a lost write) exits with 1.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
// Runs for hours at its full size: only when named (npm run bench -- growth).
const NAMED_ONLY = ['growth.bench.mjs'];
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => (only ? f.includes(only) : !NAMED_ONLY.includes(f)));
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  // Options after the name go to the bench (growth: --steps 1,10 --scale 0.1 --keep).
  const result = spawnSync(process.execPath, [path.join(dir, file), ...process.argv.slice(3)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
