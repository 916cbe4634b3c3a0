import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  /** Stops the server; keepData leaves its data directory for a test to read (a later stop removes it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Runs the copy of the checkout placed there instead of this one. */
  root?: string;
  /**
   * A data directory whose reference data is already seeded (e2e/support/global-setup.ts); the
   * new server starts on a copy of it instead of seeding again. Without it, the server seeds.
   */
  template?: string;
}

/**
 * Starts the built server (apps/api/dist/server.js) on a free port with a new data directory:
 * empty, or a copy of `options.template`.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const checkout = options.root ?? root;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-e2e-'));
  if (options.template && existsSync(options.template)) {
    cpSync(options.template, dataDir, { recursive: true });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(checkout, 'apps/api/dist/server.js')], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/tool/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${logs.join('')}`);

  return {
    baseUrl,
    dataDir,
    process: child,
    logs,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
