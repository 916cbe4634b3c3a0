// Time from process start to a healthy server, on a fresh and on an existing data directory,
// and the resident memory after start-up. Uses the built server (npm run build).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startBuiltServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function startOnce(dataDir, port) {
  const running = await startBuiltServer({ dataDir, port });
  await new Promise((r) => setTimeout(r, 1000));
  const rss = rssKb(running.child.pid);
  await running.stop();
  return { ms: running.startMs, rssMb: rss / 1024 };
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
  // A fresh start has just seeded the reference data; a restart is the steady state.
  rssAfterFreshStartMb: Math.round(median(fresh.map((r) => r.rssMb))),
  rssAfterRestartMb: Math.round(median(existing.map((r) => r.rssMb))),
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/startup.json'),
  JSON.stringify(result, null, 2) + '\n',
);
