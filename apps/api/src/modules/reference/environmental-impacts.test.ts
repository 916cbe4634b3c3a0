import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
});
afterAll(() => ctx.close());

const impacts = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api/environmental_impacts${query}` });

const notFound = (productId: string) => ({
  found: false,
  product_id: productId,
  climate_change: null,
  water_resource_depletion: null,
  land_use: null,
});

describe('GET /environmental_impacts', () => {
  it('answers per-kg total and consumption values with their units', async () => {
    const res = await impacts('?product_id=13014_1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      found: true,
      product_id: '13014_1',
      climate_change: { total: 0.498048, consumption: 0.00993864, unit: 'kg CO2-eq' },
      water_resource_depletion: { total: 6.88593, consumption: 0.00034774, unit: 'm3 world eq' },
      land_use: { total: 76.5042, consumption: 0.00610127, unit: 'point' },
    });
  });

  it('keeps leading zeros of the code', async () => {
    expect((await impacts('?product_id=0002')).json().climate_change.total).toBe(0.626886);
    expect((await impacts('?product_id=2')).json()).toEqual(notFound('2'));
  });

  it('answers found: false for an unknown product or one without LCI data', async () => {
    expect((await impacts('?product_id=99999')).json()).toEqual(notFound('99999'));
    expect((await impacts('?product_id=6270')).json()).toEqual(notFound('6270'));
  });

  it.each([
    ['a missing product_id', '', 'product_id: product_id is required'],
    ['an empty product_id', '?product_id=', 'product_id must be a product _id'],
    ['a path as product_id', '?product_id=../etc', 'product_id must be a product _id'],
    ['an over-long product_id', `?product_id=${'1'.repeat(41)}`, 'at most 40 characters'],
    ['two product_ids', '?product_id=7001&product_id=0002', 'product_id'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const res = await impacts(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
