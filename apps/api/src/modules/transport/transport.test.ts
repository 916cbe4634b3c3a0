import { distanceKm, TRANSPORT_PER_TONNE_KM } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeService, sendJson } from '../../../test/fake-http-service';
import { bearer, signedInUser } from '../../../test/fixtures';
import { fixtureCities, loadGazetteerFixture } from '../../../test/gazetteer-fixture';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Geocoder } from '../../lib/geocoder';
import { ROAD_CIRCUITY_FACTOR } from '../../lib/router';

const URL = '/tool/api/transport/calculate';

const cityPoint = (name: string) => {
  const city = fixtureCities.find((c) => c.name === name && c.country === 'AT');
  if (!city) throw new Error(`no fixture city ${name}`);
  const [lon, lat] = city.loc.coordinates;
  return { lat, lon };
};
const VIENNA = cityPoint('Vienna');
const GRAZ = cityPoint('Graz');

const body = (overrides: Record<string, unknown> = {}) => ({
  source: 'Vienna, Austria',
  destination: 'Graz, Austria',
  transport_mode: 'road',
  weight_tons: 0.05,
  ...overrides,
});

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadGazetteerFixture(ctx.deps.db);
  ({ token } = await signedInUser(ctx));
});
afterAll(() => ctx.close());

const calculate = (payload: unknown, app = ctx.app, auth = token) =>
  app.inject({ method: 'POST', url: URL, headers: bearer(auth), payload: payload as object });

describe('POST /transport/calculate with the great-circle estimate', () => {
  it('answers Vienna -> Graz as great-circle distance × 1.3 with a straight 2-point line', async () => {
    const res = await calculate(body());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.distance_km).toBeGreaterThan(145 * 1.3 - 1);
    expect(result.distance_km).toBeLessThan(145 * 1.3 + 1);
    const unrounded = distanceKm(VIENNA, GRAZ) * ROAD_CIRCUITY_FACTOR;
    expect(result.distance_km).toBe(Math.round(unrounded * 100) / 100);
    expect(result.co2e_kg).toBe(
      Math.round(0.05 * unrounded * TRANSPORT_PER_TONNE_KM.co2 * 1000) / 1000,
    );
    expect(result.co2e_kg).toBeCloseTo(0.05 * result.distance_km * 1.58, 2);
    expect(result.co2e_calc_method).toBe(
      `Road freight: 1.58 kg CO2e per tonne-km × 0.05 t × ${result.distance_km} km ` +
        '(estimate: great-circle distance × 1.3 road circuity factor)',
    );
    expect(result.route_geojson).toEqual({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [VIENNA.lon, VIENNA.lat],
          [GRAZ.lon, GRAZ.lat],
        ],
      },
      properties: { method: 'great-circle-estimate' },
    });
    expect(result).toMatchObject({
      transport_weight_kg: 50,
      co2e_kg_external: null,
      co2e_calc_method_external: null,
      source: { label: 'Vienna, Austria', ...VIENNA },
      destination: { label: 'Graz, Austria', ...GRAZ },
    });
  });

  it('geocodes street, postal code, city and country of an address text', async () => {
    const res = await calculate(
      body({
        source: 'Stephansplatz 1, 1010 Wien',
        destination: 'Hauptplatz 1, 8010 Graz, Austria',
        weight_tons: 0.07,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    // The postal codes' points, not Zürich's 8010.
    expect(result.source).toEqual({
      label: 'Stephansplatz 1, 1010 Wien',
      lat: 48.2077,
      lon: 16.3705,
      precision: 'postal_code',
      matched: { postal_code: '1010', city: 'Wien', country_code: 'AT' },
    });
    expect(result.destination).toMatchObject({ lat: 47.0833, lon: 15.5417 });
    const expected = distanceKm(result.source, result.destination) * ROAD_CIRCUITY_FACTOR;
    expect(result.distance_km).toBe(Math.round(expected * 100) / 100);
    expect(result.transport_weight_kg).toBe(70);
  });

  it('assumes a local trip of 4 km between two places on one postal-code point', async () => {
    const res = await calculate(
      body({
        source: 'Stephansplatz 1, 1010 Wien',
        destination: 'Kärntner Straße 5, 1010 Wien',
        weight_tons: 2,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      distance_km: 4,
      co2e_kg: 12.64, // 2 t × 4 km × 1.58
      transport_weight_kg: 2000,
      minimum_distance_km: 4,
    });
    expect(result.co2e_calc_method).toContain('a local trip of at least 4 km is assumed');
    expect(result.source.precision).toBe('postal_code');
  });

  it('refuses road transport to a far-away place with 422, not a computed trip', async () => {
    const res = await calculate(body({ source: 'Atlantis, ZA', destination: 'Vienna, Austria' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      statusCode: 422,
      code: 'NO_ROAD_ROUTE',
      params: { from: 'Atlantis, ZA', to: 'Vienna, Austria' },
    });
    expect(res.json().message).toMatch(/No road transport can be computed/);
  });

  it('does not take a namesake outside the service countries (Nowhereville 99999, Atlantis)', async () => {
    const res = await calculate(body({ source: 'Nowhereville 99999, Atlantis' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it.each([
    ['an unknown postal code', 'Hauptplatz 1, 8099 Graz, Austria', 'POSTAL_CODE_UNKNOWN'],
    ['a postal code of another city', 'Marienplatz 1, 80331 Graz', 'POSTAL_CODE_CITY_MISMATCH'],
  ])('answers 400 for %s', async (_case, source, code) => {
    const res = await calculate(body({ source }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, params: { address: source } });
  });

  it('answers 401 without a login, whatever the body', async () => {
    for (const payload of [body(), { weight_tons: -1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: URL, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'NOT_AUTHENTICATED',
      });
    }
    const badToken = await calculate(body(), ctx.app, 'not-a-token');
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().code).toBe('NOT_AUTHENTICATED');
  });

  it.each([
    ['a missing source', body({ source: undefined }), 'source is required'],
    ['a blank source', body({ source: '   ' }), 'source is required'],
    ['a missing destination', body({ destination: undefined }), 'destination is required'],
    ['a blank destination', body({ destination: '' }), 'destination is required'],
    ['a number as source', body({ source: 8010 }), 'source must be an address text'],
    ['a source of 301 characters', body({ source: 'a'.repeat(301) }), 'at most 300 characters'],
    [
      'a destination of 301 characters',
      body({ destination: 'a'.repeat(301) }),
      'destination has at most 300 characters',
    ],
    [
      'transport_mode rail',
      body({ transport_mode: 'rail' }),
      'Only road transport is supported (transport_mode "road")',
    ],
    [
      'no transport_mode',
      body({ transport_mode: undefined }),
      'Only road transport is supported (transport_mode "road")',
    ],
    ['weight_tons 0', body({ weight_tons: 0 }), 'weight_tons must be more than 0 and at most 100'],
    [
      'a negative weight_tons',
      body({ weight_tons: -0.5 }),
      'weight_tons must be more than 0 and at most 100',
    ],
    [
      'weight_tons over 100',
      body({ weight_tons: 100.5 }),
      'weight_tons must be more than 0 and at most 100',
    ],
    [
      'weight_tons as text',
      body({ weight_tons: '0.05' }),
      'weight_tons must be more than 0 and at most 100',
    ],
    [
      'no weight_tons',
      body({ weight_tons: undefined }),
      'weight_tons must be more than 0 and at most 100',
    ],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await calculate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
    // Schema validation: the message names the field, there is no code.
    expect(res.json().code).toBeUndefined();
  });

  it('takes exactly 100 t and a 300-character address', async () => {
    const padded = `Graz, Austria${' '.repeat(287)}`;
    expect(padded).toHaveLength(300);
    const res = await calculate(body({ weight_tons: 100, destination: padded }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transport_weight_kg).toBe(100_000);
  });

  it.each([
    ['source', body({ source: 'Atlantis 1, Nowhere' }), 'Atlantis 1, Nowhere'],
    ['destination', body({ destination: 'Gibberish Street 5' }), 'Gibberish Street 5'],
  ])('answers 400 naming an unknown %s address', async (_end, payload, text) => {
    const res = await calculate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Address not found: '${text}'. Check the street, postal code and city.`,
      code: 'ADDRESS_NOT_FOUND',
      params: { address: text },
    });
  });

  it('sends the address trimmed and as given, braces and all, in message and params', async () => {
    const text = 'Nowhere {{address}} 1';
    const res = await calculate(body({ source: `  ${text} ` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `Address not found: '${text}'. Check the street, postal code and city.`,
      code: 'ADDRESS_NOT_FOUND',
      params: { address: text },
    });
  });

  it('answers a coded 500 that leaks nothing when the geocoder fails', async () => {
    const failing = await createTestApp({
      geocoder: {
        kind: 'gazetteer',
        geocode: () => Promise.reject(new Error('database password is hunter2')),
      },
    });
    try {
      const { token: failingToken } = await signedInUser(failing);
      const res = await calculate(body(), failing.app, failingToken);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong.',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await failing.close();
    }
  });

  it.each([
    ['a text', '"Vienna to Graz"'],
    ['a list', '[1, 2]'],
    ['null', 'null'],
    ['broken JSON', '{"source": "Graz"'],
  ])('answers 400 for a body that is %s', async (_case, raw) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('POST /transport/calculate with OSRM (ROUTER_URL)', () => {
  const osrmRoute = {
    code: 'Ok',
    routes: [
      {
        distance: 191_234.5,
        duration: 7000,
        geometry: {
          type: 'LineString',
          coordinates: [
            [VIENNA.lon, VIENNA.lat],
            [16.1, 47.8],
            [15.7, 47.3],
            [GRAZ.lon, GRAZ.lat],
          ],
        },
      },
    ],
    waypoints: [],
  };
  // A geocoder that knows the two cities; the router is what these tests are about.
  const geocoder: Geocoder = {
    kind: 'gazetteer',
    geocode: async (q) => {
      const match = { postalCode: null, city: q.city ?? null, countryCode: 'AT' };
      if (q.city === 'Vienna') return { found: true, ...VIENNA, precision: 'city', match };
      if (q.city === 'Graz') return { found: true, ...GRAZ, precision: 'city', match };
      return { found: false, reason: 'no_match' };
    },
  };
  let osrm: Awaited<ReturnType<typeof startFakeService>>;
  let withOsrm: TestContext;
  let osrmToken: string;
  beforeAll(async () => {
    osrm = await startFakeService((_req, res) => sendJson(res, 200, osrmRoute));
    withOsrm = await createTestApp({
      geocoder,
      env: { ROUTER_URL: `${osrm.url}/`, ROUTER_TIMEOUT_MS: '700' },
    });
    ({ token: osrmToken } = await signedInUser(withOsrm));
  });
  afterAll(async () => {
    await withOsrm.close();
    await osrm.close();
  });

  const estimateKm = () => Math.round(distanceKm(VIENNA, GRAZ) * ROAD_CIRCUITY_FACTOR * 100) / 100;

  it('asks OSRM for the driving route and answers its distance and geometry', async () => {
    osrm.answer((_req, res) => sendJson(res, 200, osrmRoute));
    osrm.requests.length = 0;
    const res = await calculate(body({ weight_tons: 0.5 }), withOsrm.app, osrmToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(osrm.requests).toHaveLength(1);
    expect(osrm.requests[0]).toMatchObject({
      method: 'GET',
      url:
        `/route/v1/driving/${VIENNA.lon},${VIENNA.lat};${GRAZ.lon},${GRAZ.lat}` +
        '?overview=full&geometries=geojson',
    });
    const result = res.json();
    expect(result.distance_km).toBe(191.23);
    expect(result.co2e_kg).toBe(Math.round(0.5 * 191.2345 * 1.58 * 1000) / 1000);
    expect(result.co2e_calc_method).toBe(
      'Road freight: 1.58 kg CO2e per tonne-km × 0.5 t × 191.23 km (road distance from OSRM)',
    );
    expect(result.route_geojson).toEqual({
      type: 'Feature',
      geometry: osrmRoute.routes[0]?.geometry,
      properties: { method: 'osrm' },
    });
  });

  it.each([
    ['answers HTTP 500', () => osrm.answer((_req, res) => sendJson(res, 500, { error: 'boom' }))],
    [
      'finds no route',
      () =>
        osrm.answer((_req, res) =>
          sendJson(res, 200, { code: 'NoRoute', message: 'Impossible route between points' }),
        ),
    ],
    [
      'answers something else than a route',
      () => osrm.answer((_req, res) => sendJson(res, 200, { code: 'Ok', routes: [{}] })),
    ],
    [
      'takes longer than ROUTER_TIMEOUT_MS',
      () =>
        osrm.answer(async (_req, res) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          if (!res.destroyed) sendJson(res, 200, osrmRoute);
        }),
    ],
  ])('falls back to the estimate when OSRM %s', async (_case, arrange) => {
    arrange();
    const started = Date.now();
    const res = await calculate(body(), withOsrm.app, osrmToken);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.distance_km).toBe(estimateKm());
    expect(result.route_geojson.properties.method).toBe('great-circle-estimate');
    expect(result.route_geojson.geometry.coordinates).toHaveLength(2);
    expect(result.co2e_calc_method).toContain(
      'estimate: great-circle distance × 1.3 road circuity factor; ' +
        'the routing service was unavailable',
    );
  });
});
