// Builds the web app and the server only when what they are built from changed since the last
// build (npm start, npm run test:e2e). The inputs of each build are hashed by content: the app's
// own folder, the workspace packages it bundles, the lockfile, the root package.json and
// tsconfig.base.json, and for the web app the VITE_* variables Vite reads. The hashes of the last
// successful build are kept in node_modules/.cache/foodhub-build.json; a build whose output is
// missing runs again. `--force` builds both regardless.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules/.cache/foodhub-build.json');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.vite']);
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

const builds = [
  {
    name: 'web',
    workspace: '@foodhub/web',
    inputs: ['apps/web', 'packages/contracts', 'packages/domain', ...SHARED],
    output: 'apps/web/dist/index.html',
    env: (env) => Object.keys(env).filter((key) => key.startsWith('VITE_')),
  },
  {
    name: 'api',
    workspace: '@foodhub/api',
    inputs: ['apps/api', 'packages/contracts', 'packages/domain', 'packages/db', ...SHARED],
    output: 'apps/api/dist/server.js',
    env: () => [],
  },
];

/** Every file under `rel` (or `rel` itself), sorted, skipping build output and dependencies. */
function files(rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  const found = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) found.push(...files(child));
    else if (entry.isFile()) found.push(child);
  }
  return found.sort();
}

function inputHash(build) {
  const hash = createHash('sha256');
  for (const rel of build.inputs.flatMap(files)) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  for (const key of build.env(process.env).sort()) {
    hash.update(`${key}=${process.env[key]}\0`);
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

const force = process.argv.includes('--force');
const stamp = readStamp();
for (const build of builds) {
  const hash = inputHash(build);
  const upToDate = stamp[build.name] === hash && existsSync(path.join(root, build.output));
  if (upToDate && !force) {
    console.log(`${build.name}: up to date, not rebuilt`);
    continue;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Hashed before the build: an edit made while it ran shows up as a change next time.
  stamp[build.name] = hash;
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
}
