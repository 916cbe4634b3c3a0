import type { DatasetProvider, ProviderCompaniesResponse } from '@foodhub/contracts';
import { providerCompanies, providerSolutions } from '@foodhub/db';
import { distanceKm } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualDeadlines } from '../../../test/deadlines';
import { sendJson, startFakeService } from '../../../test/fake-http-service';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

let ctx: TestContext;
let token: string;

const SOLUTION = 'reuse-food-bank';
const OTHER_SOLUTION = 'reuse-soup-kitchen';
/** A solution with more providers than the default limit (200). */
const BIG_SOLUTION = 'reuse-social-supermarket';
const BIG_COUNT = 230;
const VIENNA = { lat: 48.2082, lon: 16.3738 };
const MUNICH = { lat: 48.1372, lon: 11.576 };

type ProviderRow = typeof providerCompanies.$inferInsert;

const FULL_PROVIDER: ProviderRow = {
  sourceKey: 'test:graz',
  dataSource: 'test',
  isSample: true,
  companyName: 'Tafel Graz',
  businessCategory: 'Food bank',
  description: 'Collects surplus food for people in need.',
  address: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  lat: 47.0707,
  lon: 15.4395,
  institutionTypes: ['Food bank'],
  capacity: [
    { food_category: 'Bread', needed: 'always', max_kg_per_week: 200, note: 'Fresh only' },
    { food_category: 'Vegetables', needed: 'sometimes', max_kg_per_week: 80, note: null },
  ],
  logistics: {
    pickup: { available: true, radius_km: 30, frequency: 'weekly', weekend: false },
    delivery: { accepted: true },
  },
  companyConstraints: {
    preparation: 'Packed',
    minimum_quantity_acceptance: 5,
    frequency: 'weekly',
    additional_requirements: 'Cold chain for dairy',
  },
  acceptedFoodTypes: {
    food_group: ['Cereal products', 'Vegetables'],
    food_subgroup: ['Bread'],
    surplus_name: ['Bread'],
  },
  contactPerson: 'Maria Huber',
  contact: { email: 'info@tafel-graz.example', phone: '+43 316 000000' },
  additionalCompanyInformation: { website: 'tafel-graz.example' },
};

const row = (key: string, overrides: Partial<ProviderRow>): ProviderRow => ({
  sourceKey: `test:${key}`,
  dataSource: 'test',
  companyName: key,
  ...overrides,
});

/**
 * BIG_COUNT providers named 'Bulk 000'.. whose distance from Vienna is not their name order:
 * provider i lies (i * 37) % BIG_COUNT hundredths of a degree north of Vienna; every 50th has no
 * coordinates.
 */
const bulkName = (i: number) => `Bulk ${String(i).padStart(3, '0')}`;
const bulkStep = (i: number) => (i * 37) % BIG_COUNT;
const hasCoordinates = (i: number) => i % 50 !== 0;
const BIG_PROVIDERS = Array.from({ length: BIG_COUNT }, (_, i) =>
  row(
    bulkName(i),
    hasCoordinates(i) ? { lat: 48.2082 + bulkStep(i) * 0.01, lon: 16.3738 } : { isSample: false },
  ),
);
/** The bulk providers as a list with a point from Vienna should order them. */
const BIG_BY_DISTANCE = [
  ...Array.from({ length: BIG_COUNT }, (_, i) => i)
    .filter(hasCoordinates)
    .sort((a, b) => bulkStep(a) - bulkStep(b))
    .map(bulkName),
  ...Array.from({ length: BIG_COUNT }, (_, i) => i)
    .filter((i) => !hasCoordinates(i))
    .map(bulkName),
];

async function addProviders(solutionId: string, rows: ProviderRow[]) {
  const inserted = await ctx.deps.db
    .insert(providerCompanies)
    .values(rows)
    .returning({ id: providerCompanies.id });
  await ctx.deps.db
    .insert(providerSolutions)
    .values(inserted.map(({ id }) => ({ providerId: id, solutionId })));
}

beforeAll(async () => {
  ctx = await createTestApp();
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  token = (await signedInUser(ctx)).token;
  await addProviders(SOLUTION, [
    FULL_PROVIDER,
    // Names sort Alpha < Linz < Salzburg < Zeta; distances from Vienna: Graz (145 km) < Linz (156 km) < Salzburg.
    row('Salzburg Food Rescue', { lat: 47.8095, lon: 13.055 }),
    row('Linz Sozialmarkt', { lat: 48.3069, lon: 14.2858 }),
    row('Alpha without coordinates', {}),
    row('Zeta dairy only', {
      lat: 48.21,
      lon: 16.37,
      acceptedFoodTypes: { food_group: ['Dairy'], food_subgroup: [], surplus_name: [] },
      capacity: [{ food_category: 'Milk', needed: 'always', max_kg_per_week: 10, note: null }],
    }),
  ]);
  await addProviders(OTHER_SOLUTION, [row('Only for soup kitchens', { lat: 48.2, lon: 16.4 })]);
  await addProviders(BIG_SOLUTION, BIG_PROVIDERS);
});
afterAll(() => ctx.close());

async function get(query: string, headers: Record<string, string> = bearer(token)) {
  return ctx.app.inject({ method: 'GET', url: `/tool/api/provider_companies?${query}`, headers });
}

async function answer(query: string): Promise<ProviderCompaniesResponse> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProviderCompaniesResponse;
}

async function providers(query: string): Promise<DatasetProvider[]> {
  return (await answer(query)).provider_companies as DatasetProvider[];
}

const names = (list: DatasetProvider[]) => list.map((p) => p.company_name);
const near = (from: { lat: number; lon: number }) => `lat=${from.lat}&lon=${from.lon}`;

describe('GET /provider_companies (dataset origin)', () => {
  it('needs a login', async () => {
    const res = await get(`solution_id=${SOLUTION}`, {});
    expect(res.statusCode).toBe(401);
  });

  it('answers the providers of the solution only, by name without coordinates', async () => {
    const list = await providers(`solution_id=${SOLUTION}`);
    expect(names(list)).toEqual([
      'Alpha without coordinates',
      'Linz Sozialmarkt',
      'Salzburg Food Rescue',
      'Tafel Graz',
      'Zeta dairy only',
    ]);
    expect(list.every((p) => p.dist === undefined && p.suitable)).toBe(true);
  });

  it('measures great-circle distances: Vienna to Graz is about 145 km', async () => {
    const list = await providers(`solution_id=${SOLUTION}&${near(VIENNA)}`);
    const graz = list.find((p) => p.company_name === 'Tafel Graz');
    expect(graz?.dist?.calculated).toBeGreaterThanOrEqual(144_000);
    expect(graz?.dist?.calculated).toBeLessThanOrEqual(146_500);
  });

  it('measures Munich to Salzburg as about 117 km', async () => {
    const list = await providers(`solution_id=${SOLUTION}&${near(MUNICH)}`);
    const salzburg = list.find((p) => p.company_name === 'Salzburg Food Rescue');
    expect(salzburg?.dist?.calculated).toBeGreaterThanOrEqual(114_000);
    expect(salzburg?.dist?.calculated).toBeLessThanOrEqual(120_000);
  });

  it('sorts nearest first with providers without coordinates last', async () => {
    const list = await providers(`solution_id=${SOLUTION}&${near(VIENNA)}`);
    expect(names(list)).toEqual([
      'Zeta dairy only',
      'Tafel Graz',
      'Linz Sozialmarkt',
      'Salzburg Food Rescue',
      'Alpha without coordinates',
    ]);
    const distances = list.flatMap((p) => (p.dist ? [p.dist.calculated] : []));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.at(-1)?.location_geo).toBeNull();
    expect(list.at(-1)).not.toHaveProperty('dist');
  });

  it('answers every field of spec part 1 §3 with the id, sample badge, suitability, verified date', async () => {
    const list = await providers(`solution_id=${SOLUTION}&${near(VIENNA)}`);
    const graz = list.find((p) => p.company_name === 'Tafel Graz')!;
    expect(Object.keys(graz).sort()).toEqual(
      [
        '_id',
        'is_sample',
        'suitable',
        'company_name',
        'business_category',
        'description',
        'dist',
        'location',
        'location_geo',
        'institution_types',
        'capacity',
        'logistics',
        'company_constraints',
        'accepted_food_types',
        'contact_person',
        'contact',
        'additional_company_information',
        'verified_at',
      ].sort(),
    );
    expect(graz).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_sample: true,
      suitable: true,
      company_name: 'Tafel Graz',
      business_category: 'Food bank',
      description: 'Collects surplus food for people in need.',
      dist: { calculated: expect.any(Number) },
      location: { address: 'Hauptplatz 1', city: 'Graz', postal_code: '8010', country: 'Austria' },
      location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
      institution_types: ['Food bank'],
      capacity: FULL_PROVIDER.capacity,
      logistics: FULL_PROVIDER.logistics,
      company_constraints: FULL_PROVIDER.companyConstraints,
      accepted_food_types: FULL_PROVIDER.acceptedFoodTypes,
      contact_person: 'Maria Huber',
      contact: { email: 'info@tafel-graz.example', phone: '+43 316 000000' },
      additional_company_information: { website: 'tafel-graz.example' },
      verified_at: null,
    });
    // A provider with nothing but a name still answers the full shape.
    const bare = list.find((p) => p.company_name === 'Linz Sozialmarkt')!;
    expect(bare).toMatchObject({
      is_sample: false,
      institution_types: [],
      capacity: [],
      logistics: {
        pickup: { available: null, radius_km: null, frequency: null, weekend: null },
        delivery: { accepted: null },
      },
      accepted_food_types: { food_group: [], food_subgroup: [], surplus_name: [] },
      contact: { email: null, phone: null },
      additional_company_information: null,
    });
  });

  it('ranks providers that do not take the surplus after the suitable ones', async () => {
    const list = await providers(
      `solution_id=${SOLUTION}&${near(VIENNA)}&food_group=Vegetables&food_group=Fruit`,
    );
    expect(names(list)).toEqual([
      'Tafel Graz',
      'Linz Sozialmarkt',
      'Salzburg Food Rescue',
      'Alpha without coordinates',
      'Zeta dairy only',
    ]);
    expect(list.map((p) => p.suitable)).toEqual([true, true, true, true, false]);
  });

  it('judges capacity by the largest max_kg_per_week', async () => {
    const list = await providers(`solution_id=${SOLUTION}&kg_per_week=150`);
    const byName = Object.fromEntries(list.map((p) => [p.company_name, p.suitable]));
    // Graz takes 200 kg of bread a week; the dairy takes 10.
    expect(byName).toMatchObject({ 'Tafel Graz': true, 'Zeta dairy only': false });
    const tooMuch = await providers(`solution_id=${SOLUTION}&kg_per_week=250`);
    expect(tooMuch.find((p) => p.company_name === 'Tafel Graz')?.suitable).toBe(false);
  });

  it('accepts a provider naming the surplus even without a shared group', async () => {
    const list = await providers(`solution_id=${SOLUTION}&food_group=Bakery&surplus_name=bread`);
    expect(list.find((p) => p.company_name === 'Tafel Graz')?.suitable).toBe(true);
  });

  it('leaves unsuitable providers out with only_suitable=true', async () => {
    const list = await providers(
      `solution_id=${SOLUTION}&food_group=Dairy&kg_per_week=50&only_suitable=true`,
    );
    expect(names(list)).toEqual([
      'Alpha without coordinates',
      'Linz Sozialmarkt',
      'Salzburg Food Rescue',
    ]);
  });

  it('answers an empty list with total 0 for a solution without providers', async () => {
    expect(await answer('solution_id=reuse-community-fridge')).toEqual({
      total: 0,
      provider_companies: [],
    });
  });

  it('answers the total with the list', async () => {
    expect((await answer(`solution_id=${SOLUTION}`)).total).toBe(5);
    expect((await answer(`solution_id=${OTHER_SOLUTION}&${near(VIENNA)}`)).total).toBe(1);
  });

  it('answers 404 for an unknown solution', async () => {
    const res = await get('solution_id=no-such-solution');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No solution with id no-such-solution.');
  });

  it.each([
    ['', 'solution_id is required'],
    ['solution_id=bad%20id', 'A solution id has letters, digits'],
    [`solution_id=${SOLUTION}&lat=91&lon=10`, 'lat must be -90 to 90'],
    [`solution_id=${SOLUTION}&lat=45&lon=-181`, 'lon must be -180 to 180'],
    [`solution_id=${SOLUTION}&lat=abc&lon=10`, 'lat must be a number'],
    [`solution_id=${SOLUTION}&lat=&lon=10`, 'lat must be a number'],
    [`solution_id=${SOLUTION}&lat=45`, 'lat and lon must be given together'],
    [`solution_id=${SOLUTION}&lon=10`, 'lat and lon must be given together'],
    [`solution_id=${SOLUTION}&kg_per_week=-1`, 'kg_per_week must be 0 or more'],
    [`solution_id=${SOLUTION}&kg_per_week=lots`, 'kg_per_week must be a number'],
    [`solution_id=${SOLUTION}&solution_origin=dataset`, 'solution_origin can only be vcg.ai'],
    [`solution_id=${SOLUTION}&only_suitable=yes`, 'only_suitable must be true or false'],
    [`solution_id=${SOLUTION}&limit=0`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=501`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=-5`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=abc`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=2.5`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=`, 'limit must be a whole number from 1 to 500'],
    [`solution_id=${SOLUTION}&limit=5&limit=6`, 'limit must be a whole number from 1 to 500'],
  ])('answers 400 for ?%s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers an empty list for a vcg.ai solution when no outside service is configured', async () => {
    const res = await get('solution_id=vcg-1&solution_origin=vcg.ai');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 0, provider_companies: [] });
  });
});

describe('GET /provider_companies (limit and total)', () => {
  it('answers at most 200 providers by default, the first by name, with the full total', async () => {
    const { total, provider_companies: list } = await answer(`solution_id=${BIG_SOLUTION}`);
    expect(total).toBe(BIG_COUNT);
    expect(list).toHaveLength(200);
    expect(names(list as DatasetProvider[])).toEqual(
      Array.from({ length: 200 }, (_, i) => bulkName(i)),
    );
  });

  it('answers the 200 nearest by default with a point, providers without coordinates last', async () => {
    const { total, provider_companies: list } = await answer(
      `solution_id=${BIG_SOLUTION}&${near(VIENNA)}`,
    );
    expect(total).toBe(BIG_COUNT);
    expect(names(list as DatasetProvider[])).toEqual(BIG_BY_DISTANCE.slice(0, 200));
    expect(list.every((p) => 'dist' in p && p.dist)).toBe(true);
  });

  it('answers the 5 nearest in order with limit=5, and the total of all', async () => {
    const { total, provider_companies } = await answer(
      `solution_id=${BIG_SOLUTION}&${near(VIENNA)}&limit=5`,
    );
    const list = provider_companies as DatasetProvider[];
    expect(total).toBe(BIG_COUNT);
    expect(names(list)).toEqual(BIG_BY_DISTANCE.slice(0, 5));
    // One hundredth of a degree of latitude is about 1.1 km.
    const distances = list.map((p) => p.dist?.calculated);
    expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
    expect(distances[0]).toBeGreaterThan(1_000);
    expect(distances[4]).toBeLessThan(6_000);
  });

  it('answers every provider with limit=500, the ones without coordinates last', async () => {
    const { total, provider_companies: list } = await answer(
      `solution_id=${BIG_SOLUTION}&${near(VIENNA)}&limit=500`,
    );
    expect(total).toBe(BIG_COUNT);
    expect(names(list as DatasetProvider[])).toEqual(BIG_BY_DISTANCE);
  });

  it('accepts a limit written with spaces or a plus sign', async () => {
    expect(await providers(`solution_id=${SOLUTION}&limit=%202%20`)).toHaveLength(2);
    expect(await providers(`solution_id=${SOLUTION}&limit=%2B1`)).toHaveLength(1);
  });

  it('ranks suitability within the limited list', async () => {
    // The 3 nearest Vienna are Zeta, Graz and Linz; Zeta takes dairy only.
    const list = await providers(
      `solution_id=${SOLUTION}&${near(VIENNA)}&food_group=Vegetables&limit=3`,
    );
    expect(names(list)).toEqual(['Tafel Graz', 'Linz Sozialmarkt', 'Zeta dairy only']);
    expect(list.map((p) => p.suitable)).toEqual([true, true, false]);
  });

  it('limits before only_suitable, so fewer than limit may come back; total counts all', async () => {
    // By name the first 4 are Alpha, Linz, Salzburg and Graz; Graz does not take dairy.
    const { total, provider_companies: list } = await answer(
      `solution_id=${SOLUTION}&food_group=Dairy&kg_per_week=50&only_suitable=true&limit=4`,
    );
    expect(total).toBe(5);
    expect(names(list as DatasetProvider[])).toEqual([
      'Alpha without coordinates',
      'Linz Sozialmarkt',
      'Salzburg Food Rescue',
    ]);
  });
});

describe('GET /provider_companies (distances and visibility)', () => {
  /** Solutions no other test of this file gives providers. */
  const TIES = 'reuse-community-fridge';
  const ENTRIES = 'reuse-foodsaver-pickup';

  beforeAll(async () => {
    // Three at one address (distance ties), one farther, and entries users may or may not see.
    await addProviders(TIES, [
      row('Ties C', { lat: 48.3, lon: 16.4 }),
      row('Ties A', { lat: 48.3, lon: 16.4 }),
      row('Ties far', { lat: 46.6, lon: 13.85 }),
      row('Ties B', { lat: 48.3, lon: 16.4 }),
    ]);
    await addProviders(ENTRIES, [
      row('Entry listed', { lat: 48.25, lon: 16.4 }),
      row('Entry approved', { lat: 48.4, lon: 16.4, status: 'approved' }),
      ...['pending', 'rejected', 'withdrawn'].map((status) =>
        row(`Entry ${status}`, { lat: 48.21, lon: 16.37, status }),
      ),
    ]);
  });

  it('measures the haversine metres on the mean earth radius, to the metre', async () => {
    const list = await providers(`solution_id=${SOLUTION}&${near(VIENNA)}`);
    for (const p of list.filter((x) => x.location_geo)) {
      const [lon, lat] = p.location_geo!.coordinates;
      const metres = distanceKm(VIENNA, { lat, lon }) * 1000;
      expect(Math.abs(p.dist!.calculated - metres)).toBeLessThanOrEqual(1);
    }
    expect(list.filter((x) => x.dist).length).toBe(4);
  });

  it('orders providers at the same distance by name, then the farther ones', async () => {
    const list = await providers(`solution_id=${TIES}&${near(VIENNA)}`);
    expect(names(list)).toEqual(['Ties A', 'Ties B', 'Ties C', 'Ties far']);
    expect(names(await providers(`solution_id=${TIES}&${near(VIENNA)}&limit=2`))).toEqual([
      'Ties A',
      'Ties B',
    ]);
  });

  it('lists and counts only the providers users see, whatever their distance', async () => {
    const { total, provider_companies: list } = await answer(
      `solution_id=${ENTRIES}&${near(VIENNA)}&limit=1`,
    );
    expect(total).toBe(2);
    expect(names(list as DatasetProvider[])).toEqual(['Entry listed']);
    const all = await answer(`solution_id=${ENTRIES}`);
    expect(all.total).toBe(2);
    expect(names(all.provider_companies as DatasetProvider[])).toEqual([
      'Entry approved',
      'Entry listed',
    ]);
  });
});

describe('GET /provider_companies (vcg.ai origin)', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let vcg: TestContext;
  // The service's timeout is reached at once, not waited for.
  const deadlines = manualDeadlines();
  let vcgToken: string;

  const VCG_PROVIDERS = [
    {
      companyName: 'Insektenfarm Tirol',
      description: 'Feeds larvae with bakery surplus.',
      businessCategory: ['Animal feed'],
      contact: { email: 'hallo@insekten.example', phone: '+43 512 000000' },
      location: {
        address: 'Dorfstraße 3',
        city: 'Innsbruck',
        postalCode: '6020',
        country: 'Austria',
        latitude: 47.2692,
        longitude: 11.4041,
      },
    },
    { companyName: 'Only a name' },
    // Malformed: dropped, the rest stays.
    { description: 'No name' },
    'not an object',
  ];

  beforeAll(async () => {
    fake = await startFakeService((_req, res) =>
      sendJson(res, 200, { provider_companies: VCG_PROVIDERS }),
    );
    vcg = await createTestApp({
      env: { VCG_API_URL: `${fake.url}/vcg`, VCG_API_KEY: 'vcg-secret', VCG_TIMEOUT_MS: '1500' },
      deadline: deadlines.deadline,
    });
    vcgToken = (await signedInUser(vcg)).token;
  });
  afterAll(async () => {
    await vcg.close();
    await fake.close();
  });

  const ask = (more = '') =>
    vcg.app.inject({
      method: 'GET',
      url: `/tool/api/provider_companies?solution_id=vcg-1&solution_origin=vcg.ai${more}`,
      headers: bearer(vcgToken),
    });

  it('passes the outside service’s camelCase providers through, dropping malformed ones', async () => {
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 2, provider_companies: VCG_PROVIDERS.slice(0, 2) });
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/vcg/provider_companies?solution_id=vcg-1');
    expect(request.headers.authorization).toBe('Bearer vcg-secret');
  });

  it('answers the first limit of the outside service’s providers, total counting them all', async () => {
    const res = await ask('&limit=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 2, provider_companies: VCG_PROVIDERS.slice(0, 1) });
  });

  it('answers an empty list when the outside service fails', async () => {
    fake.answer((_req, res) => sendJson(res, 503, { error: 'down' }));
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 0, provider_companies: [] });
  });

  it('answers an empty list when the outside service times out', async () => {
    fake.answer(deadlines.neverAnswers);
    const res = await ask();
    expect(res.json()).toEqual({ total: 0, provider_companies: [] });
    expect(deadlines.asked.at(-1)).toBe(1500);
  });
});
