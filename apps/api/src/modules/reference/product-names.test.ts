import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductNamesResponse } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// A fixture table, not the shipped one: the fixture product list has six products.
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-product-names-'));
  writeFileSync(
    path.join(dir, 'de.json'),
    JSON.stringify({
      language: 'de',
      products: {
        '7001': { name: 'Baguette, klassisch', synonyms: ['Stangenbrot', 'Pariser'] },
        '13014_1': { name: 'Erdbeere, roh' },
        // Not in the product list (another release): left out.
        '99999': { name: 'Gibt es nicht' },
      },
    }),
  );
  writeFileSync(path.join(dir, 'sl.json'), '{ "language": "sl", "products": ');
  writeFileSync(
    path.join(dir, 'it.json'),
    JSON.stringify({ language: 'de', products: { '7001': { name: 'Baguette' } } }),
  );
  ctx.deps.productNamesDir = dir;
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers });

async function names(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/products/names${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/);
  return res.json<ProductNamesResponse>();
}

const of = (body: ProductNamesResponse, id: string) => body.products.find((p) => p._id === id);

describe('GET /products/names', () => {
  it('gives every product of the list its names in the asked language', async () => {
    const body = await names('', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(body.language).toBe('de');
    expect(body.products.map((p) => p._id)).toEqual([
      '6270',
      '7001',
      '0002',
      '13014_1',
      '24360',
      '24370',
    ]);
    expect(of(body, '7001')).toMatchObject({
      name: 'Baguette, klassisch',
      name_fr: 'Pain, baguette, courante',
      synonyms: ['Stangenbrot', 'Pariser'],
    });
    // The vocabulary's German words for bread, which the baguette is named after.
    expect(of(body, '7001')?.terms).toContain('Brot');
    expect(of(body, '6270')).toMatchObject({ name: null, synonyms: [] });
  });

  it('names every product by its French original in French', async () => {
    const body = await names('?lang=fr', { 'accept-language': 'de' });
    expect(body.language).toBe('fr');
    expect(of(body, '7001')?.name).toBe('Pain, baguette, courante');
    expect(of(body, '13014_1')?.name).toBe('Fraise, crue, de saison');
  });

  it('leaves out a broken table or one of another language, the vocabulary words staying', async () => {
    const sl = await names('?lang=sl');
    expect(sl.products.every((p) => p.name === null && p.synonyms.length === 0)).toBe(true);
    expect(of(sl, '7001')?.terms).toContain('kruh');
    const it = await names('?lang=it');
    expect(of(it, '7001')?.name).toBeNull();
  });

  it('refuses a language it does not speak', async () => {
    const res = await get('/products/names?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lang must be one of en, de, sl, it, fr/);
  });
});

describe('GET /products/by_name with a name of the table', () => {
  const byName = (name: string) => get(`/products/by_name/${encodeURIComponent(name)}`);

  it('finds the product by its name in a language, case and accents aside', async () => {
    const res = await byName('baguette, KLASSISCH');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ found: true, product: { _id: '7001' } });
  });

  it('does not take an everyday synonym for a product name', async () => {
    expect((await byName('Stangenbrot')).json()).toEqual({ found: false, product: null });
  });
});
