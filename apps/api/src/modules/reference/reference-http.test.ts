import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { agribalyseSeedDataset } from '../../importers/agribalyse.load';
import { naceSeedDataset } from '../../importers/nace.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The full shipped lists, as a fresh server has them: large enough to be compressed.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await naceSeedDataset.load(ctx.deps.db, defaultSeedDir());
  await agribalyseSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers });

describe.each(['/nace_codes', '/products'])('GET %s with the shipped data', (url) => {
  it('compresses with gzip or brotli to the same JSON', async () => {
    const plain = await get(url);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('answers 304 to a compressed revalidation', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('the shipped data through the API', () => {
  it('has 996 NACE codes and 2,517 products', async () => {
    expect((await get('/nace_codes')).json()).toHaveLength(996);
    expect((await get('/products')).json()).toHaveLength(2517);
  });

  it('finds a product by name and its impacts', async () => {
    const found = (await get('/products/by_name/Bread%2C%20French%20bread%2C%20baguette')).json();
    expect(found.product._id).toBe('7001');
    expect((await get('/products/by_name/Maize%2Fcorn%20bran')).json().found).toBe(true);
    const impacts = (await get('/environmental_impacts?product_id=7001')).json();
    expect(impacts.climate_change).toEqual({ total: 0.687684, consumption: 0, unit: 'kg CO2-eq' });
  });

  it('documents the reference calls in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json();
    for (const path of [
      '/nace_codes',
      '/nace_codes/lookup',
      '/products',
      '/products/by_name/{name}',
      '/environmental_impacts',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/tool/api${path}`);
    }
    expect(doc.paths['/tool/api/products'].get.tags).toEqual(['reference']);
  });
});
