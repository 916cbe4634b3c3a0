import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/lib/project-root';
import { createTestApp, type TestContext } from './test-app';

// The web app's files as the server sends them (docs/decisions.md 28): compressed once by the web
// build (apps/web/scripts/compress-assets.mjs) and sent as they are, never compressed per request,
// the hashed assets cached for a year, everything else revalidated. Only the API's answers are
// compressed per request.

let ctx: TestContext;
let dir: string;
const script = `export const text = ${JSON.stringify('Alpine Food Hub '.repeat(400))};\n`;
const tiny = 'export const x = 1;\n';
// Written after the build's compression: a file it left without a compressed copy.
const late = `${'.alpine-food-hub { color: green }\n'.repeat(100)}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-web-assets-'));
  const webDist = path.join(dir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Food Hub</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'tiny-abc123.js'), tiny);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), `{"x":"${'a'.repeat(4000)}"}`);
  execFileSync(
    process.execPath,
    [path.join(projectRoot(), 'apps/web/scripts/compress-assets.mjs')],
    { env: { ...process.env, WEB_DIST: webDist }, stdio: 'pipe' },
  );
  writeFileSync(path.join(webDist, 'assets', 'late-abc123.css'), late);
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

const asset = (name: string) => path.join(dir, 'web', 'assets', name);

describe('the web build compresses its files once', () => {
  it('writes a Brotli and a gzip file beside a script, and none for a tiny one or a source map', () => {
    expect(brotliDecompressSync(readFileSync(asset('index-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(asset('index-abc123.js.gz'))).toString()).toBe(script);
    expect(existsSync(asset('tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(asset('index-abc123.js.map.br'))).toBe(false);
  });
});

describe('the server sends the web app files', () => {
  it('as the Brotli or gzip file the client accepts, else plain, cached for a year', async () => {
    const url = '/tool/assets/index-abc123.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBe(readFileSync(asset('index-abc123.js.br')).length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await ctx.app.inject({
      url: '/tool/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(tiny);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file without a compressed copy as it is, however large', async () => {
    const res = await ctx.app.inject({
      url: '/tool/assets/late-abc123.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(late);
  });

  it("compresses the API's answers per request", async () => {
    const res = await ctx.app.inject({
      url: '/tool/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('has the app page revalidated on every visit', async () => {
    const res = await ctx.app.inject({ url: '/tool/stepper/solutions' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>Food Hub</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
