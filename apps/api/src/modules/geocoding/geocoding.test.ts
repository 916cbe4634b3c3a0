import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteerFixture } from '../../../test/gazetteer-fixture';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Geocoder } from '../../lib/geocoder';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadGazetteerFixture(ctx.deps.db);
});
afterAll(() => ctx.close());

const geocode = (payload: unknown, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/tool/api/geocode', payload: payload as object });

describe('POST /geocode', () => {
  it('answers a GeoJSON point [lon, lat] with its precision', async () => {
    const res = await geocode({
      address: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Österreich',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      found: true,
      location_geo: { type: 'Point', coordinates: [15.5417, 47.0833] },
      precision: 'postal_code',
      matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
      not_found_reason: null,
    });
  });

  it('does not take a far-away namesake for an address (Nowhereville 99999, Atlantis)', async () => {
    const res = await geocode({ address: 'Nowhereville 99999', city: 'Atlantis' });
    expect(res.json()).toMatchObject({ found: false, not_found_reason: 'no_match' });
    const unknownCode = await geocode({ postalCode: '99999', city: 'Graz', country: 'AT' });
    expect(unknownCode.json()).toMatchObject({
      found: false,
      not_found_reason: 'postal_code_unknown',
    });
    const mismatch = await geocode({ postalCode: '80331', city: 'Graz' });
    expect(mismatch.json()).toMatchObject({
      found: false,
      not_found_reason: 'postal_code_city_mismatch',
    });
  });

  it('finds a city by name alone', async () => {
    const res = await geocode({ city: 'Muenchen', country: 'de' });
    expect(res.json()).toMatchObject({ found: true, precision: 'city' });
  });

  it.each([
    ['an empty body', {}],
    ['a country alone', { country: 'Austria' }],
    ['nulls for every part', { address: null, city: null, postalCode: null, country: null }],
    ['an unknown place', { city: 'Atlantis', country: 'IT' }],
  ])('answers found: false for %s', async (_case, payload) => {
    const res = await geocode(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ found: false, location_geo: null, precision: null });
  });

  it.each([
    ['a number as city', { city: 8010 }, 'city'],
    ['an object as country', { country: { code: 'AT' } }, 'country'],
    ['an array as postal code', { postalCode: ['8010'] }, 'postalCode'],
    ['a postal code of 21 characters', { postalCode: '1'.repeat(21) }, 'postalCode'],
    ['an address of 201 characters', { address: 'a'.repeat(201) }, 'address'],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const res = await geocode(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(field);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/geocode',
      headers: { 'content-type': 'application/json' },
      payload: '{"city": "Graz"',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers found: false, never 500, when the geocoder fails (spec part 1 §8)', async () => {
    const broken: Geocoder = {
      kind: 'gazetteer',
      geocode: () => Promise.reject(new Error('database gone')),
    };
    const withBroken = await createTestApp({ geocoder: broken });
    try {
      const res = await geocode({ city: 'Graz', country: 'AT' }, withBroken.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        found: false,
        location_geo: null,
        precision: null,
        matched: null,
        not_found_reason: null,
      });
    } finally {
      await withBroken.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/docs/json' });
    const operation = res.json().paths['/tool/api/geocode']?.post;
    expect(operation).toMatchObject({ tags: ['geocoding'] });
    expect(operation.summary).toMatch(/Coordinates of an address/);
  });
});
