import type { ProductRecogniseResponse } from '@foodhub/contracts';
import type { ProductWithImpacts } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { agribalyseSeedDataset, readAgribalyseSeed } from '../../importers/agribalyse.load';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The shipped products and vocabulary, as a fresh server has them.
let ctx: TestContext;
let shipped: ProductWithImpacts[];
beforeAll(async () => {
  ctx = await createTestApp();
  await agribalyseSeedDataset.load(ctx.deps.db, defaultSeedDir());
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  shipped = (await readAgribalyseSeed(defaultSeedDir())).filter((r) => r.impacts !== null);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/tool/api${url}` });

async function recognise(text: string): Promise<ProductRecogniseResponse> {
  const res = await get(`/products/recognise?text=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const POTATO_GROUP = 'Fruits, vegetables, legumes and oilseeds';

/** The impacts of the answer, checked against the seed file's products (not the route's query). */
function expectMeanOf(answer: ProductRecogniseResponse, products: ProductWithImpacts[]) {
  expect(products.length).toBeGreaterThan(0);
  expect(answer.products_count).toBe(products.length);
  const mean = (key: keyof NonNullable<ProductWithImpacts['impacts']>) =>
    products.reduce((sum, p) => sum + (p.impacts?.[key] ?? NaN), 0) / products.length;
  const close = (value: number) => expect.closeTo(value, 9);
  expect(answer.climate_change).toEqual({
    total: close(mean('climateChangeTotal')),
    consumption: close(mean('climateChangeConsumption')),
    unit: 'kg CO2-eq',
  });
  expect(answer.water_resource_depletion).toEqual({
    total: close(mean('waterUseTotal')),
    consumption: close(mean('waterUseConsumption')),
    unit: 'm3 world eq',
  });
  expect(answer.land_use).toEqual({
    total: close(mean('landUseTotal')),
    consumption: close(mean('landUseConsumption')),
    unit: 'point',
  });
}

const inGroup = (group: string, subgroup?: string) =>
  shipped.filter(
    ({ product: p }) =>
      p.foodGroup === group && (subgroup === undefined || p.foodSubgroup === subgroup),
  );

describe('GET /products/recognise', () => {
  it('reads potato in Slovenian, German and French alike, as the mean of potato products', async () => {
    const sl = await recognise('krompir');
    const de = await recognise('Kartoffeln');
    const fr = await recognise('pommes de terre');
    expect(de).toEqual(sl);
    expect(fr).toEqual(sl);
    expect(sl).toMatchObject({
      found: true,
      basis: 'term',
      term: 'potato',
      product_name: null,
      food_group: POTATO_GROUP,
      food_subgroup: 'Potatoes and other tubers',
    });
    // Named after the term or its English names ('sweet potato', 'new potatoes'):
    // 'Potato, boiled/cooked in water', 'New potato, raw'; not 'Potato crisps' or 'Potato salad'.
    const named = inGroup(POTATO_GROUP).filter(({ product: p }) =>
      /^((sweet|new) )?potato(es)?(,|$)/i.test(p.productName),
    );
    expectMeanOf(sl, named);
  });

  it('reads apples in Italian and bread in German', async () => {
    expect(await recognise('Mele')).toMatchObject({
      found: true,
      basis: 'term',
      term: 'apple',
      food_subgroup: 'Fruits',
    });
    const bread = await recognise('Brot');
    expect(bread).toMatchObject({
      found: true,
      basis: 'term',
      term: 'bread',
      food_group: 'Cereal products',
      food_subgroup: 'Breads and breakfast pastries',
    });
    // 'Bread, ...', 'Rye bread, and wheat' (English names 'bread', 'rye bread', 'focaccia'; the
    // one focaccia product is a dish of another group).
    expectMeanOf(
      bread,
      inGroup('Cereal products').filter(({ product: p }) =>
        /^(rye bread|bread|focaccia)(,|$)/i.test(p.productName),
      ),
    );
  });

  it('answers a product named exactly, in English or French, with its own values', async () => {
    const impacts = (await get('/environmental_impacts?product_id=7001')).json();
    const expected = {
      found: true,
      basis: 'product',
      term: null,
      term_label: null,
      product_name: 'Bread, French bread, baguette',
      product_label: 'Bread, French bread, baguette',
      food_group: 'Cereal products',
      food_subgroup: 'Breads and breakfast pastries',
      products_count: 1,
      climate_change: impacts.climate_change,
      water_resource_depletion: impacts.water_resource_depletion,
      land_use: impacts.land_use,
    };
    expect(await recognise('Bread, French bread, baguette')).toEqual(expected);
    expect(await recognise('  BREAD, french bread, baguette ')).toEqual(expected);
    expect(await recognise('Pain, baguette, courante')).toEqual(expected);
  });

  it('names the term and the product in the language asked for', async () => {
    const french = await ctx.app.inject({
      method: 'GET',
      url: `/tool/api/products/recognise?text=${encodeURIComponent('Bread, French bread, baguette')}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toMatchObject({ product_label: 'Pain, baguette, courante' });
    const german = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/products/recognise?text=krompir',
      headers: { 'accept-language': 'de' },
    });
    expect(german.json()).toMatchObject({ term: 'potato', term_label: 'Kartoffel' });
  });

  it('names the product when one product is named after the term', async () => {
    expect(await recognise('Wurst')).toMatchObject({
      basis: 'term',
      term: 'sausage',
      product_name: 'Sausage, dried',
      products_count: 1,
    });
  });

  it('falls back to the mean of the subgroup or group of a term', async () => {
    const meat = await recognise('Fleisch');
    expect(meat).toMatchObject({
      found: true,
      basis: 'group',
      term: 'meat',
      food_group: 'Meat, eggs and fish',
      food_subgroup: null,
    });
    expectMeanOf(meat, inGroup('Meat, eggs and fish'));
  });

  it('takes the products of a broader term before a subgroup mean (stale bread is bread)', async () => {
    const stale = await recognise('pane raffermo');
    const bread = await recognise('Brot');
    expect(stale).toMatchObject({ basis: 'term', term: 'bread' });
    expect(stale.climate_change).toEqual(bread.climate_change);
    expect(stale.products_count).toBe(bread.products_count);
  });

  it('prefers a term with a subgroup and skips negated ones', async () => {
    expect(await recognise('Fleisch und Brot')).toMatchObject({ basis: 'term', term: 'bread' });
    expect((await recognise('ohne Fleisch')).found).toBe(false);
  });

  it('reads a word known only from product names as its subgroup', async () => {
    const artichoke = await recognise('Artichoke');
    expect(artichoke).toMatchObject({
      found: true,
      basis: 'subgroup',
      term: null,
      food_subgroup: 'Vegetables',
    });
    expectMeanOf(artichoke, inGroup(POTATO_GROUP, 'Vegetables'));
  });

  it('answers found: false for a text it cannot read', async () => {
    expect(await recognise('xyzzy')).toEqual({
      found: false,
      basis: null,
      term: null,
      product_name: null,
      food_group: null,
      food_subgroup: null,
      products_count: 0,
      climate_change: null,
      water_resource_depletion: null,
      land_use: null,
    });
  });

  it.each([
    ['a missing text', '', 'text is required'],
    ['an empty text', '?text=', 'text must not be empty'],
    ['a blank text', '?text=%20%20', 'text must not be empty'],
    ['an over-long text', `?text=${'a'.repeat(201)}`, 'at most 200 characters'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const res = await get(`/products/recognise${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json();
    const operation = doc.paths['/tool/api/products/recognise'].get;
    expect(operation).toMatchObject({ operationId: 'recogniseProduct', tags: ['reference'] });
    expect(operation.security).toEqual([]);
  });
});

// Last: replaces the shipped products with the small fixture.
describe('GET /products/recognise after a product import', () => {
  it('reads the new release at once', async () => {
    expect((await recognise('Brot')).products_count).toBeGreaterThan(1);
    await loadReferenceFixtures(ctx.deps.db);
    expect(await recognise('Brot')).toMatchObject({
      basis: 'term',
      product_name: 'Bread, French bread, baguette',
      products_count: 1,
    });
    // A product without LCI data has no values to give: its name is read as text instead.
    expect((await recognise('Beef, chuck, raw')).basis).not.toBe('product');
  });
});
