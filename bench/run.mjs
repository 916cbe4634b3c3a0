// Runs every benchmark in bench/ and prints one JSON line per result; results are also written
// to bench/results/<name>.json. Needs a built server: npm run build.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => !only || f.includes(only));
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
