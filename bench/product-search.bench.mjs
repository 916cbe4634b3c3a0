// The surplus-name search in five languages (bench/product-search.ts): how often a right product
// is among the first five for everyday words (tuning and held-out thirds apart), how long one
// keystroke's search takes, and how large the names the browser loads per language are.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './support.mjs';

const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/product-search.ts')],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (run.status !== 0) throw new Error(`product search bench failed:\n${run.stderr}`);
const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/product-search.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
