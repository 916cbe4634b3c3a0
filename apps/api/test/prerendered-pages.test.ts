import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PRERENDER_GUARD_SCRIPT } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

// The public pages rendered at build time (docs/decisions.md 40): the server sends each one's
// file for exactly its path, compressed and never cached stale, and allows its guard script.

let ctx: TestContext;
let dir: string;
// Large enough to be compressed (over 1 KB), as the real pages are (25-65 KB).
const filler = `<p>${'Alpine Food Hub '.repeat(200)}</p>`;
const page = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title>` +
  `<script>${PRERENDER_GUARD_SCRIPT}</script></head>` +
  `<body><div id="root"><div data-prerendered inert aria-hidden="true">${name}${filler}</div></div></body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-prerendered-'));
  const webDist = path.join(dir, 'web');
  mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Food Hub</title>');
  writeFileSync(path.join(webDist, 'prerendered', 'home.html'), page('home view'));
  writeFileSync(path.join(webDist, 'prerendered', 'login.html'), page('login view'));
  // A tool page's frame for a signed-in user (docs/decisions.md 46): served the same way.
  writeFileSync(path.join(webDist, 'prerendered', 'stepper-solutions.html'), page('frame view'));
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it('are sent for exactly their path, compressed and revalidated on every visit', async () => {
    for (const [url, view] of [
      ['/tool/', 'home view'],
      ['/tool/login', 'login view'],
      ['/tool/stepper/solutions', 'frame view'],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(view);
    }
  });

  it('fall back to the app page where no file was built, and for every other page', async () => {
    for (const url of [
      '/tool/impressum',
      '/tool/login/extra',
      '/tool/my-reports',
      '/tool/stepper/company-data',
      '/tool/x',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>Food Hub</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('allow their guard script by its hash and no other inline script', async () => {
    const res = await ctx.app.inject({ url: '/tool/login' });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
