import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

// The pages the web build rendered (docs/decisions.md 28), as its dist/prerender.json lists them:
// the server sends each one's file for its address (a ':name' segment: any one segment), compressed as the build left it and
// never cached stale, and allows the inline script whose hash the file gives.

let ctx: TestContext;
let dir: string;
const guardScript = '(function(){document.documentElement.setAttribute("data-x","")})();';
const guardHash = `sha256-${createHash('sha256').update(guardScript).digest('base64')}`;
// Large enough to be worth compressing, as the real pages are (25-65 KB).
const filler = `<p>${'Alpine Food Hub '.repeat(200)}</p>`;
const page = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title>` +
  `<script>${guardScript}</script></head>` +
  `<body><div id="root"><div data-prerendered inert aria-hidden="true">${name}${filler}</div></div></body></html>`;

/** A built web app in a temporary folder, with what the build's pre-render would write. */
function webBuild(name: string, manifest: string | null): string {
  const webDist = path.join(dir, name);
  mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Food Hub</title>');
  for (const file of ['home', 'login', 'solution']) {
    const html = page(`${file} view`);
    writeFileSync(path.join(webDist, 'prerendered', `${file}.html`), html);
    writeFileSync(path.join(webDist, 'prerendered', `${file}.html.br`), brotliCompressSync(html));
  }
  if (manifest !== null) writeFileSync(path.join(webDist, 'prerender.json'), manifest);
  return webDist;
}

const manifest = JSON.stringify({
  pages: [
    { path: '/tool/', file: 'prerendered/home.html' },
    { path: '/tool/login', file: 'prerendered/login.html' },
    { path: '/tool/solution/:id', file: 'prerendered/solution.html' },
    // Listed, but its file is missing: the app page serves it.
    { path: '/tool/impressum', file: 'prerendered/impressum.html' },
  ],
  scriptHashes: [guardHash],
});

/** The script-src directive of the policy the server sends with a page. */
async function scriptSrc(app: TestContext['app'], url: string) {
  const res = await app.inject({ url });
  const csp = String(res.headers['content-security-policy']);
  return csp
    .split(';')
    .find((d) => d.trim().startsWith('script-src '))
    ?.trim();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-prerendered-'));
  ctx = await createTestApp({ webDist: webBuild('web', manifest) });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pre-rendered pages', () => {
  it('are sent for their address, compressed and revalidated on every visit', async () => {
    for (const [url, view] of [
      ['/tool/', 'home view'],
      ['/tool/login', 'login view'],
      ['/tool/solution/reuse-food-bank', 'solution view'],
      ['/tool/solution/another-one', 'solution view'],
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
      '/tool/x',
      '/tool/solution/a/b',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>Food Hub</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('allow the inline script of the build by its hash, and no other', async () => {
    expect(await scriptSrc(ctx.app, '/tool/login')).toBe(`script-src 'self' '${guardHash}'`);
    expect(await scriptSrc(ctx.app, '/tool/api/health')).toBe(`script-src 'self' '${guardHash}'`);
  });
});

describe('a web build without prerender.json', () => {
  it.each([
    ['absent', null],
    ['not JSON', '{'],
    ['of another shape', JSON.stringify({ pages: [{ path: '/elsewhere', file: '/etc/passwd' }] })],
  ])('(%s) is the plain app: every page is index.html, no inline script', async (name, text) => {
    const app = await createTestApp({ webDist: webBuild(name.replace(/\W/g, '-'), text) });
    try {
      const res = await app.app.inject({ url: '/tool/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><title>Food Hub</title>');
      expect(await scriptSrc(app.app, '/tool/login')).toBe("script-src 'self'");
    } finally {
      await app.close();
    }
  });
});
