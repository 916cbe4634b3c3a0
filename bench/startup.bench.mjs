// Time from process start to a healthy server, on a fresh and on an existing data directory,
// and the resident memory after start-up. Uses the built server (npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function startOnce(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/tool/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 1000));
  const rss = rssKb(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, rssMb: rss / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fresh = [];
const existing = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-bench-'));
  fresh.push(await startOnce(dataDir, 3900 + i));
  existing.push(await startOnce(dataDir, 3950 + i));
  rmSync(dataDir, { recursive: true, force: true });
}
const result = {
  bench: 'startup',
  runs: RUNS,
  freshDataDirMs: Math.round(median(fresh.map((r) => r.ms))),
  existingDataDirMs: Math.round(median(existing.map((r) => r.ms))),
  rssAfterStartMb: Math.round(median([...fresh, ...existing].map((r) => r.rssMb))),
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/startup.json'),
  JSON.stringify(result, null, 2) + '\n',
);
