// 'Download my data' (GET /me/export) of an account with many saved surpluses, through the built
// server (npm run build): a user runs one real match (POST /solutions/match as the web client
// asks it, texts in every language), which saves the surplus with its answer; the server is
// stopped and bench/seed-saved-surpluses.ts copies that row to BENCH_SURPLUSES (10,000) rows; the
// server is started again and the user downloads the export as a browser would (compressed,
// read as it arrives). Reports the time to the first byte and to the end, the bytes, the
// server's resident memory at rest and its peak during the download (sampled every 100 ms), and
// the slowest GET /health answered meanwhile. On PGlite and PostgreSQL (BENCH_DATABASES). The
// goal: the download completes, and the peak stays within BENCH_MAX_PEAK_MB (400) whatever the
// number of rows. BENCH_SERVER measures another build (e.g. the one before streaming); its
// results are printed, not written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiCall,
  benchRegistration,
  createPostgresDatabase,
  root,
  rssMb,
  sampleRss,
  startBuiltServer,
} from './support.mjs';

const SURPLUSES = Number(process.env.BENCH_SURPLUSES ?? 10_000);
const MAX_PEAK_MB = Number(process.env.BENCH_MAX_PEAK_MB ?? 400);
const PORT = 3964;
const base = `http://127.0.0.1:${PORT}/tool/api`;
// The web client's match (apps/web/src/api/match.ts), for the first case of the quality table.
const MATCH = `${base}/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true&allLanguages=true`;
const [firstCase] = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/match-quality-cases.json'), 'utf8'),
).cases;
const round = (x, digits = 1) => Number(x.toFixed(digits));

/** Copies the user's saved surplus to SURPLUSES rows, with the server stopped. */
function seed(target, email) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/seed-saved-surpluses.ts'), target, email],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_SURPLUSES: String(SURPLUSES) },
    },
  );
  if (run.status !== 0) throw new Error(`seeding failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** Downloads the export as it arrives; counts bytes and saved surpluses, keeps the ends. */
async function download(token) {
  const started = performance.now();
  const res = await fetch(`${base}/me/export`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  if (!res.ok) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  // The start of a saved surplus in the document: its id, then its name (the contract's order).
  const item = /\{"id":"[0-9a-f-]{36}","surplusName":/g;
  const decoder = new TextDecoder();
  let firstByteMs = null;
  let bytes = 0;
  let head = '';
  let carry = '';
  let surpluses = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    const text = carry + decoder.decode(chunk, { stream: true });
    if (head.length < 64) head += text.slice(0, 64);
    // A match ending inside the carried tail was counted with the chunk before.
    for (const match of text.matchAll(item)) {
      if (match.index + match[0].length > carry.length) surpluses++;
    }
    carry = text.slice(-80);
  }
  return {
    status: res.status,
    contentEncoding: res.headers.get('content-encoding'),
    firstByteMs: round(firstByteMs),
    totalMs: round(performance.now() - started),
    megabytes: round(bytes / 1e6),
    surpluses,
    complete: head.startsWith('{"exportedAt":') && carry.endsWith('}'),
  };
}

/** GET /health every 250 ms until stopped; resolves to the slowest answer in ms. */
function watchHealth() {
  let stopped = false;
  let slowest = 0;
  let failures = 0;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) failures++;
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { slowestHealthMs: round(slowest), healthFailures: failures };
  };
}

async function runOn(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-export-bench-'));
  const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_export') : null;
  const env = pgDb ? { DATABASE_URL: pgDb.url } : {};
  try {
    let running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    const user = benchRegistration(`export.${database}.${Date.now()}`);
    const { password } = await apiCall(`${base}/register`, { method: 'POST', body: user });
    const login = { email: user.email, password };
    let { access_token: token } = await apiCall(`${base}/login`, { method: 'POST', body: login });
    const answer = await apiCall(MATCH, {
      method: 'POST',
      token,
      body: {
        userInputs: { companyProfile: firstCase.companyProfile, wasteInfo: firstCase.wasteInfo },
      },
    });
    await running.stop();

    const seeded = seed(pgDb ? pgDb.url : path.join(dataDir, 'pglite'), user.email);
    running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    ({ access_token: token } = await apiCall(`${base}/login`, { method: 'POST', body: login }));
    const restMb = rssMb(running.child.pid);
    const rss = sampleRss(running.child.pid, 100);
    const health = watchHealth();
    let result;
    try {
      result = await download(token);
    } catch (error) {
      result = { failed: error.message };
    }
    const peakMb = rss.stop();
    Object.assign(result, await health());
    const exited = running.child.exitCode !== null || running.child.signalCode !== null;
    await running.stop();
    return {
      database,
      savedSurpluses: seeded.rows,
      matchSolutions: answer.solutions.length,
      answerKb: round(seeded.answerBytes / 1024),
      ...result,
      restRssMb: round(restMb),
      peakRssMb: round(peakMb),
      serverExited: exited,
      ok: result.complete === true && result.surpluses === seeded.rows && peakMb <= MAX_PEAK_MB,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

const result = { bench: 'export', savedSurpluses: SURPLUSES, maxPeakMb: MAX_PEAK_MB };
for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
  result[database] = await runOn(database);
}
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
if (!process.env.BENCH_SERVER) {
  writeFileSync(
    path.join(root, 'bench/results/export.json'),
    JSON.stringify(result, null, 2) + '\n',
  );
}
const failed = Object.values(result).filter((r) => r && typeof r === 'object' && !r.ok);
if (failed.length > 0) {
  console.error(`export missed its goal on ${failed.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
