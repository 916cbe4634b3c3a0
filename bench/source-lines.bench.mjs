// The size of the product's own code: lines of non-test TypeScript and JavaScript under apps/,
// packages/ and scripts/, blank lines and comment lines left out, as committed (git, not the
// working tree). BENCH_LINES_BASE=<rev> also counts that revision and lists the files that grew
// or shrank most since it. Writes bench/results/source-lines.json.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const TEST = /\.(test|spec|e2e)\.(ts|tsx)$|\/test\/|__tests__|\/mocks\//;
const COMMENT_OR_BLANK = /^\s*$|^\s*(\/\/|\*|\/\*)/;

/** Lines of code per file at a revision. */
function count(rev) {
  const files = git('ls-tree', '-r', '--name-only', rev, 'apps', 'packages', 'scripts')
    .split('\n')
    .filter((file) => SOURCE.test(file) && !TEST.test(file));
  return new Map(
    files.map((file) => {
      const lines = git('show', `${rev}:${file}`).split('\n');
      return [file, lines.filter((line) => !COMMENT_OR_BLANK.test(line)).length];
    }),
  );
}

const sum = (counts) => [...counts.values()].reduce((a, b) => a + b, 0);
const head = git('rev-parse', '--short', 'HEAD').trim();
const now = count('HEAD');
const result = { bench: 'source-lines', rev: head, files: now.size, lines: sum(now) };

const base = process.env.BENCH_LINES_BASE;
if (base) {
  const before = count(base);
  const change = [...new Set([...before.keys(), ...now.keys()])]
    .map((file) => ({ file, change: (now.get(file) ?? 0) - (before.get(file) ?? 0) }))
    .filter((row) => row.change !== 0)
    .sort((a, b) => b.change - a.change);
  Object.assign(result, {
    base: { rev: base, files: before.size, lines: sum(before) },
    grewMost: change.slice(0, 15),
    shrankMost: change.slice(-15).reverse(),
  });
}

console.log(JSON.stringify({ ...result, grewMost: undefined, shrankMost: undefined }));
writeFileSync(
  path.join(root, 'bench/results/source-lines.json'),
  `${JSON.stringify({ ...result, date: new Date().toISOString() }, null, 2)}\n`,
);
