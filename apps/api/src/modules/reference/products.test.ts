import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers });
const byName = (name: string) => get(`/products/by_name/${encodeURIComponent(name)}`);

const baguette = {
  _id: '7001',
  product_name: 'Bread, French bread, baguette',
  has_lci_data: true,
  food_group: ['Cereal products'],
  food_subgroup: ['Breads and breakfast pastries'],
};

describe('GET /products', () => {
  it('lists every product by name with English groups as lists', async () => {
    const res = await get('/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((p: { _id: string }) => p._id)).toEqual([
      '6270',
      '7001',
      '0002',
      '13014_1',
      '24360',
      '24370',
    ]);
    expect(body[1]).toEqual(baguette);
    expect(body[0]).toMatchObject({ product_name: 'Beef, chuck, raw', has_lci_data: false });
  });

  it('is cacheable and revalidates to 304', async () => {
    const res = await get('/products');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('/products', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /products/by_name/:name', () => {
  it('finds a product by its exact name, ignoring case', async () => {
    const res = await byName('bread, FRENCH bread, Baguette');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ found: true, product: baguette });
    expect((await byName('  Strawberry, raw ')).json().product._id).toBe('13014_1');
  });

  it('answers the lowest code when two products share a name', async () => {
    expect((await byName('wafer cookie')).json().product._id).toBe('24360');
  });

  it('answers found: false for an unknown or partial name (not an error)', async () => {
    for (const name of ['Unicorn steak', 'Bread', 'Maize/corn bran']) {
      const res = await byName(name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ found: false, product: null });
    }
  });

  it('answers 400 for a blank or oversized name, never 500', async () => {
    for (const [name, message] of [
      ['   ', 'Product name must not be blank'],
      ['', 'Product name must not be blank'],
      ['x'.repeat(161), 'Product name has at most 160 characters'],
    ]) {
      const res = await byName(name ?? '');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // Beyond the router's parameter limit (app.ts) Fastify answers 414 before validation.
    expect((await byName('x'.repeat(201))).statusCode).toBe(414);
    expect((await byName('é'.repeat(160))).json()).toEqual({ found: false, product: null });
  });
});
