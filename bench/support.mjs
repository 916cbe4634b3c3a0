// Shared by the benchmarks: start the built server (npm run build) and wait until it is healthy.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');

/** Starts the server on DATA_DIR and port; resolves when /health answers 200. */
export async function startBuiltServer({ dataDir, port, pollMs = 20 }) {
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
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/tool/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    child,
    startMs: Math.round(performance.now() - started),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The q-quantile (0..1) of a list of numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** A JSON call to the API; throws with the answer's text on any status other than 2xx. */
export async function apiCall(url, { method = 'GET', body, token } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Registers a bench user (the embedded outbox shows the password) and returns its token. */
export async function signIn(base) {
  const email = `bench.${Date.now()}@example.org`;
  const registered = await apiCall(`${base}/register`, {
    method: 'POST',
    body: {
      firstName: 'Bench',
      lastName: 'User',
      email,
      streetAddress: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
      accountType: 'individual',
      company: null,
      acceptPledge: true,
      becomeMember: true,
    },
  });
  const login = await apiCall(`${base}/login`, {
    method: 'POST',
    body: { email, password: registered.password },
  });
  return login.access_token;
}

/** Grows a stopped server's data directory with bench/grow-catalogue.ts; returns its counts. */
export function growCatalogue(dataDir, { solutions, providers }) {
  const grow = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/grow-catalogue.ts'), path.join(dataDir, 'pglite')],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        BENCH_SOLUTIONS: String(solutions),
        BENCH_PROVIDERS: String(providers),
      },
    },
  );
  if (grow.status !== 0) throw new Error(`growing the catalogue failed:\n${grow.stderr}`);
  return JSON.parse(grow.stdout.trim().split('\n').at(-1));
}
