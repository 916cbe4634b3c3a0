import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A copy of the built checkout placed under folders named `src` and `dist`, as in `~/src/…`: the
 * server must still find its web app, seed data and help texts.
 */
describe('a checkout that lives under a folder named src', () => {
  let parent: string;
  let server: RunningServer;

  beforeAll(async () => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'foodhub-checkout-'));
    const checkout = path.join(parent, 'src', 'dist', 'alpine-food-hub');
    mkdirSync(checkout, { recursive: true });
    cpSync(path.join(root, 'package.json'), path.join(checkout, 'package.json'));
    for (const dir of ['apps/api/dist', 'apps/web/dist', 'data/seed', 'data/help']) {
      cpSync(path.join(root, dir), path.join(checkout, dir), { recursive: true });
    }
    cpSync(path.join(root, 'data'), path.join(checkout, 'data'), {
      recursive: true,
      filter: (src) => !/[\\/](pglite|outbox)([\\/]|$)/.test(src),
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
    server = await startServer({}, { root: checkout });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the web app, not the "not built yet" page', async () => {
    const res = await fetch(`${server.baseUrl}/tool/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves client routes and the shipped reference data', async () => {
    const page = await fetch(`${server.baseUrl}/tool/solutions`);
    expect(page.status).toBe(200);
    const geocode = await fetch(`${server.baseUrl}/tool/api/geocode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postalCode: '8010', city: 'Graz', country: 'AT' }),
    });
    expect(geocode.status).toBe(200);
    expect(await geocode.json()).toMatchObject({ found: true });
  });
});
