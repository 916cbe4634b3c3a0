// `npm start` from the command to a healthy server (first 200 on /tool/api/health): 'fresh' after
// the last build's record is removed (node_modules/.cache/foodhub-build.json: the web app and the
// server are built) on a new data directory (the reference data is seeded); 'warm' with nothing
// changed since (no build) on the same data directory. Target: warm under 5 s. Runs BENCH_RUNS
// (3) times each and reports medians. Leaves a current build behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 3970;
const stampFile = path.join(root, 'node_modules/.cache/foodhub-build.json');

async function npmStart(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group: stopping it stops npm and the server it started.
    detached: true,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output.join('')}`);
    const up = await fetch(`http://127.0.0.1:${PORT}/tool/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Math.round(performance.now() - started);
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npm has gone; give the server a moment to close its database.
  await new Promise((r) => setTimeout(r, 500));
  return { ms, built: /vite v\d|api: built/.test(output.join('')) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fresh = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-bench-start-'));
  rmSync(stampFile, { force: true });
  fresh.push(await npmStart(dataDir));
  warm.push(await npmStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const result = {
  bench: 'npm-start',
  runs: RUNS,
  freshMs: median(fresh.map((r) => r.ms)),
  warmMs: median(warm.map((r) => r.ms)),
  warmTargetMs: 5000,
  fresh,
  warm,
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/npm-start.json'),
  JSON.stringify(result, null, 2) + '\n',
);
if (warm.some((r) => r.built) || result.warmMs > result.warmTargetMs) process.exit(1);
