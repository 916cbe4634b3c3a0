import type { DatasetProvider, ProviderCompaniesResponse } from '@foodhub/contracts';
import { providerCompanies, providerSolutions } from '@foodhub/db';
import { distanceKm, TRANSPORT_PER_TONNE_KM } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualDeadlines } from '../../../test/deadlines';
import { startFakeService, sendJson } from '../../../test/fake-http-service';
import { bearer, signedInUser } from '../../../test/fixtures';
import { fixtureCities, loadGazetteerFixture } from '../../../test/gazetteer-fixture';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import type { Geocoder } from '../../lib/geocoder';
import { defaultSeedDir } from '../../seed/seed-reference-data';
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
        `(estimate: ${Math.round(distanceKm(VIENNA, GRAZ) * 100) / 100} km straight line × 1.3 ` +
        'road circuity factor)',
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

describe('POST /transport/calculate with the points the provider list measured from', () => {
  // A company in Graz (its location_geo) and a provider in Leibnitz (its stored coordinates).
  const COMPANY = { lat: 47.070714, lon: 15.439504 };
  const PROVIDER = { lat: 46.78127, lon: 15.53899 };
  const withPoints = (overrides: Record<string, unknown> = {}) =>
    body({
      source: 'Hauptplatz 1, 8010 Graz, Austria',
      destination: 'Food bank, somewhere the gazetteer does not know',
      source_point: COMPANY,
      destination_point: PROVIDER,
      weight_tons: 0.4,
      ...overrides,
    });

  /** A geocoder that fails the test when it is asked at all. */
  const geocodeCalls: string[] = [];
  let pointsOnly: TestContext;
  let pointsToken: string;
  beforeAll(async () => {
    pointsOnly = await createTestApp({
      geocoder: {
        kind: 'gazetteer',
        geocode: async (q) => {
          geocodeCalls.push(JSON.stringify(q));
          return { found: false, reason: 'no_match' };
        },
      },
    });
    ({ token: pointsToken } = await signedInUser(pointsOnly));
  });
  afterAll(() => pointsOnly.close());

  it('routes between the given points without geocoding the texts, which stay the labels', async () => {
    geocodeCalls.length = 0;
    const res = await calculate(withPoints(), pointsOnly.app, pointsToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(geocodeCalls).toEqual([]);
    const result = res.json();
    const straight = distanceKm(COMPANY, PROVIDER);
    const road = straight * ROAD_CIRCUITY_FACTOR;
    expect(result.distance_km).toBe(Math.round(road * 100) / 100);
    expect(result.co2e_kg).toBe(Math.round(0.4 * road * TRANSPORT_PER_TONNE_KM.co2 * 1000) / 1000);
    expect(result.co2e_calc_method).toBe(
      `Road freight: 1.58 kg CO2e per tonne-km × 0.4 t × ${result.distance_km} km ` +
        `(estimate: ${Math.round(straight * 100) / 100} km straight line × 1.3 road circuity factor)`,
    );
    const unmatched = { postal_code: null, city: null, country_code: null };
    expect(result.source).toEqual({
      label: 'Hauptplatz 1, 8010 Graz, Austria',
      ...COMPANY,
      precision: 'address',
      matched: unmatched,
    });
    expect(result.destination).toEqual({
      label: 'Food bank, somewhere the gazetteer does not know',
      ...PROVIDER,
      precision: 'address',
      matched: unmatched,
    });
    expect(result.route_geojson.geometry.coordinates).toEqual([
      [COMPANY.lon, COMPANY.lat],
      [PROVIDER.lon, PROVIDER.lat],
    ]);
  });

  it('geocodes only the end that has no point', async () => {
    const res = await calculate(
      withPoints({ destination: 'Vienna, Austria', destination_point: undefined }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.destination).toMatchObject({ ...VIENNA, precision: 'city' });
    expect(result.source).toMatchObject(COMPANY);
    expect(result.distance_km).toBe(
      Math.round(distanceKm(COMPANY, VIENNA) * ROAD_CIRCUITY_FACTOR * 100) / 100,
    );
  });

  it('keeps the precision a point was located with: a postal-code centre makes a local trip', async () => {
    const res = await calculate(
      withPoints({
        source_point: { ...COMPANY, precision: 'postal_code' },
        destination_point: { lat: COMPANY.lat + 0.0001, lon: COMPANY.lon },
      }),
      pointsOnly.app,
      pointsToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      distance_km: 4,
      minimum_distance_km: 4,
      source: { precision: 'postal_code' },
      destination: { precision: 'address' },
    });
  });

  it('refuses points that no road joins with 422, as for address texts', async () => {
    const res = await calculate(
      withPoints({ destination_point: { lat: 40.7128, lon: -74.006 } }),
      pointsOnly.app,
      pointsToken,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_ROAD_ROUTE' });
  });

  it('measures the same straight line as GET /provider_companies for the same points', async () => {
    await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
    // Coordinates as importers store them: many decimals, some a few metres apart.
    const stored = [
      [46.78127391, 15.53899127],
      [47.0712345678, 15.4398765432],
      [48.20849, 16.37208],
      [46.6247112, 14.3052281],
    ].map(([lat, lon], i) => ({
      sourceKey: `test:transport-${i}`,
      dataSource: 'test',
      companyName: `Provider ${i}`,
      lat,
      lon,
    }));
    const inserted = await ctx.deps.db
      .insert(providerCompanies)
      .values(stored)
      .returning({ id: providerCompanies.id });
    await ctx.deps.db
      .insert(providerSolutions)
      .values(inserted.map(({ id }) => ({ providerId: id, solutionId: 'reuse-food-bank' })));
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/tool/api/provider_companies?solution_id=reuse-food-bank&lat=${COMPANY.lat}&lon=${COMPANY.lon}`,
      headers: bearer(token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const providers = (list.json() as ProviderCompaniesResponse).provider_companies.filter(
      (p): p is DatasetProvider => '_id' in p && p.location_geo !== null && p.dist !== undefined,
    );
    expect(providers).toHaveLength(stored.length);
    for (const provider of providers) {
      const [lon, lat] = provider.location_geo!.coordinates;
      const res = await calculate(withPoints({ destination_point: { lat, lon } }));
      expect(res.statusCode, res.body).toBe(200);
      const { source, destination } = res.json();
      // The list's metres and the transport's points give one straight line.
      expect(Math.round(distanceKm(source, destination) * 1000)).toBe(provider.dist!.calculated);
    }
  });

  it.each([
    [
      'a latitude over 90',
      { source_point: { lat: 90.5, lon: 15 } },
      'source_point.lat must be a number from -90 to 90',
    ],
    [
      'a latitude below -90',
      { destination_point: { lat: -91, lon: 15 } },
      'destination_point.lat must be a number from -90 to 90',
    ],
    [
      'a longitude over 180',
      { source_point: { lat: 47, lon: 181 } },
      'source_point.lon must be a number from -180 to 180',
    ],
    [
      'a longitude as text',
      { destination_point: { lat: 47, lon: '15.4' } },
      'destination_point.lon must be a number from -180 to 180',
    ],
    [
      'a missing longitude',
      { source_point: { lat: 47 } },
      'source_point.lon must be a number from -180 to 180',
    ],
    [
      'a point as a list',
      { source_point: [15.4, 47.1] },
      'source_point must be an object with lat and lon',
    ],
    [
      'a point as text',
      { destination_point: '47.1,15.4' },
      'destination_point must be an object with lat and lon',
    ],
    ['null as point', { source_point: null }, 'source_point must be an object with lat and lon'],
    [
      'an unknown precision',
      { source_point: { lat: 47, lon: 15, precision: 'exact' } },
      'source_point.precision must be address, postal_code or city',
    ],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    geocodeCalls.length = 0;
    const res = await calculate(withPoints(overrides), pointsOnly.app, pointsToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
    expect(geocodeCalls).toEqual([]);
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
  // ROUTER_TIMEOUT_MS is reached at once, not waited for.
  const deadlines = manualDeadlines();
  beforeAll(async () => {
    osrm = await startFakeService((_req, res) => sendJson(res, 200, osrmRoute));
    withOsrm = await createTestApp({
      geocoder,
      env: { ROUTER_URL: `${osrm.url}/`, ROUTER_TIMEOUT_MS: '700' },
      deadline: deadlines.deadline,
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
      'Road freight: 1.58 kg CO2e per tonne-km × 0.5 t × 191.23 km (road distance from OSRM; ' +
        `${Math.round(distanceKm(VIENNA, GRAZ) * 100) / 100} km straight line)`,
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
    ['takes longer than ROUTER_TIMEOUT_MS', () => osrm.answer(deadlines.neverAnswers)],
  ])('falls back to the estimate when OSRM %s', async (_case, arrange) => {
    arrange();
    const res = await calculate(body(), withOsrm.app, osrmToken);
    expect(deadlines.asked.at(-1)).toBe(700);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.distance_km).toBe(estimateKm());
    expect(result.route_geojson.properties.method).toBe('great-circle-estimate');
    expect(result.route_geojson.geometry.coordinates).toHaveLength(2);
    expect(result.co2e_calc_method).toMatch(
      /estimate: [\d.]+ km straight line × 1\.3 road circuity factor; the routing service was unavailable\)$/,
    );
  });
});
