import type {
  CreateReportBody,
  EnvironmentalImpacts,
  MyImpact,
  ProductByNameResponse,
  ProductRecogniseResponse,
  ReportHeader,
  SavedReport,
  SavedReportSummary,
  TransportResponse,
} from '@foodhub/contracts';
import { providerCompanies, savedReports } from '@foodhub/db';
import {
  availablePeriods,
  calculateImpactReport,
  donationFromSurplus,
  IMPACT_MODEL_VERSION,
  impactModelConstants,
  type ProductImpacts,
} from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import {
  postReport,
  REPORT_TRIP,
  reportBody,
  savedReportOf,
  loadReportReferences,
} from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sampleProvidersSeedDataset } from '../../importers/providers.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import { companyAddress } from './create-report';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: token ? bearer(token) : {} });

const stage = (value: { total: number; consumption: number } | null) => ({
  total: value?.total ?? null,
  consumption: value?.consumption ?? null,
});

/** The impacts the web's report would use for a product name: its exact product's. */
async function impactsOfProduct(name: string): Promise<ProductImpacts> {
  const found = (
    await get(`/products/by_name/${encodeURIComponent(name)}`)
  ).json<ProductByNameResponse>();
  expect(found.product?.has_lci_data).toBe(true);
  const impacts = (
    await get(`/environmental_impacts?product_id=${found.product!._id}`)
  ).json<EnvironmentalImpacts>();
  return {
    climate_change: stage(impacts.climate_change),
    water_resource_depletion: stage(impacts.water_resource_depletion),
    land_use: stage(impacts.land_use),
  };
}

/** What POST /transport/calculate answers for the trip of a report body. */
async function routed(trip: NonNullable<CreateReportBody['transport']>, token: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/transport/calculate',
    headers: bearer(token),
    payload: {
      source: trip.source,
      destination: trip.destination,
      source_point: trip.source_point,
      destination_point: trip.destination_point,
      transport_mode: 'road',
      weight_tons: trip.transport_weight_kg / 1000,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransportResponse>();
}

/**
 * Every period the impact model gives for the body, with these per-kg impacts and the transport
 * the server stored (its distance, not the caller's).
 */
function modelReports(
  body: CreateReportBody,
  productImpacts: ProductImpacts | null,
  stored: ReportHeader['transport'] = null,
) {
  const donation = donationFromSurplus(body.wasteInfo)!;
  const transport = stored
    ? { distanceKm: stored.distance_km, weightKg: stored.transport_weight_kg }
    : null;
  return availablePeriods(donation).map((period) =>
    calculateImpactReport({ donation, productImpacts, transport }, period),
  );
}

describe('POST /me/reports', () => {
  it('saves the numbers of the impact model for the product of the surplus name', async () => {
    const { token } = await signedInUser(ctx);
    const body = reportBody();
    const res = await postReport(ctx, body, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json<SavedReport>();
    const impacts = await impactsOfProduct('Bread, French bread, baguette');
    const trip = await routed(body.transport!, token);
    expect(report.reports).toEqual(modelReports(body, impacts, report.header.transport));
    expect(report.reports.map((r) => r.period)).toEqual(['once', 'month', 'year']);
    expect(report).toMatchObject({
      language: 'en',
      share_token: null,
      model: { version: IMPACT_MODEL_VERSION, constants: impactModelConstants() },
      header: {
        company_name: 'Bäckerei Huber',
        company_address: 'Hauptplatz 1, 8010 Graz, Austria',
        surplus_name: 'Bread, French bread, baguette',
        amount_kg: 120,
        frequency: { times: 2, interval: 'week' },
        seasonal: false,
        active_months: [],
        solution: {
          id: 'reuse-food-bank',
          process_name: 'Donation to a food bank',
          category: 'Reuse (human)',
        },
        provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz', sample: false },
        transport: {
          source: 'Hauptplatz 1, 8010 Graz',
          destination: 'Lagergasse 5, 8020 Graz',
          distance_km: trip.distance_km,
          transport_weight_kg: 130,
          method: trip.route_geojson.properties.method,
        },
        product: { basis: 'product', name: 'Bread, French bread, baguette' },
      },
    });
  });

  it('stores the distance the server routes, never the one the caller sends', async () => {
    const { token } = await signedInUser(ctx);
    // Graz to Vienna, sent as 1 m by a road router the server does not have.
    const forged = {
      ...REPORT_TRIP,
      destination: 'Stephansplatz 1, 1010 Wien',
      destination_point: { lat: 48.2085, lon: 16.3731 },
      distance_km: 0.001,
      method: 'osrm' as const,
      transport_weight_kg: 130,
    };
    const body = reportBody({ transport: forged });
    const report = await savedReportOf(ctx, token, body);
    const trip = await routed(forged, token);
    expect(trip.distance_km).toBeGreaterThan(150);
    expect(report.header.transport).toEqual({
      source: forged.source,
      destination: forged.destination,
      distance_km: trip.distance_km,
      transport_weight_kg: 130,
      method: 'great-circle-estimate',
    });
    const impacts = await impactsOfProduct('Bread, French bread, baguette');
    expect(report.reports).toEqual(modelReports(body, impacts, report.header.transport));
    const [once] = report.reports;
    expect(once!.indicators.co2.transport).toBeCloseTo(0.13 * trip.distance_km * 1.58, 6);

    // The same trip saved again with another made-up distance is the same report.
    const again = await savedReportOf(ctx, token, {
      ...body,
      transport: { ...forged, distance_km: 4000 },
    });
    expect(again.id).toBe(report.id);
    expect(again.header.transport?.distance_km).toBe(trip.distance_km);
  });

  it.each([
    ['weight 0', 0, '120'],
    ['a weight below one donation', 119.5, '120'],
  ])('refuses a transport of %s (422, with the amount it must carry)', async (_, weight, min) => {
    const { token } = await signedInUser(ctx);
    const res = await postReport(
      ctx,
      reportBody({ transport: { ...REPORT_TRIP, transport_weight_kg: weight } }),
      token,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'REPORT_TRANSPORT_WEIGHT_TOO_LOW',
      params: { min },
      message:
        `Total transport weight must be at least ${min} kg to cover the donated food ` +
        '(transport.transport_weight_kg).',
    });
    expect((await get('/me/reports', token)).json()).toEqual({ reports: [] });
  });

  it('routes to where the provider is, whatever point the caller gives for it', async () => {
    const { token } = await signedInUser(ctx);
    // The provider is in Vienna; both points sent are in Graz, 0.11 km apart.
    const forged = {
      ...REPORT_TRIP,
      destination: 'Stephansplatz 1, 1010 Wien',
      destination_point: REPORT_TRIP.source_point,
      transport_weight_kg: 130,
    };
    const report = await savedReportOf(ctx, token, reportBody({ transport: forged }));
    const honest = await routed(
      { ...forged, destination_point: { lat: 48.2077, lon: 16.3705 } },
      token,
    );
    expect(honest.distance_km).toBeGreaterThan(150);
    expect(report.header.transport?.distance_km).toBe(honest.distance_km);
    // An address the server cannot find is refused as the transport calculation refuses it.
    const mars = await postReport(
      ctx,
      reportBody({ transport: { ...forged, destination: 'Mars crater 1' } }),
      token,
    );
    expect(mars.statusCode, mars.body).toBe(400);
    expect(mars.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('answers a trip it cannot route as POST /transport/calculate does', async () => {
    const { token } = await signedInUser(ctx);
    const { source_point: _, ...withoutSourcePoint } = REPORT_TRIP;
    const lost = { ...withoutSourcePoint, source: 'Qwzxv 1, Nowhere', transport_weight_kg: 130 };
    const unknown = await postReport(ctx, reportBody({ transport: lost }), token);
    expect(unknown.statusCode, unknown.body).toBe(400);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/transport/calculate',
      headers: bearer(token),
      payload: {
        ...withoutSourcePoint,
        source: lost.source,
        transport_mode: 'road',
        weight_tons: 0.13,
      },
    });
    expect(asked.statusCode).toBe(400);
    expect(unknown.json()).toEqual(asked.json());
    expect(unknown.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    const far = await postReport(
      ctx,
      reportBody({
        transport: {
          ...REPORT_TRIP,
          source: 'Broadway 1, New York',
          source_point: { lat: 40.7128, lon: -74.006 },
          transport_weight_kg: 130,
        },
      }),
      token,
    );
    expect(far.statusCode, far.body).toBe(422);
    expect(far.json()).toMatchObject({ code: 'NO_ROAD_ROUTE' });
    expect((await get('/me/reports', token)).json()).toEqual({ reports: [] });
  });

  it.each([
    [
      '1e9 kg ten thousand times a week',
      { amount: { value: 1e9 }, frequency: { times: 10_000, interval: 'week' as const } },
      /^wasteInfo\.amount\.value: One donation of a report is at most 100,000 kg$/,
    ],
    [
      '100 t ten thousand times a week',
      { amount: { value: 100_000 }, frequency: { times: 10_000, interval: 'week' as const } },
      /^wasteInfo\.frequency\.times: A report counts at most 10,000,000 kg a year; 52,000,000,000 kg/,
    ],
    [
      'more times than the match request takes',
      { amount: { value: 1 }, frequency: { times: 10_001, interval: 'week' as const } },
      /^wasteInfo\.frequency\.times: frequency\.times is too large$/,
    ],
  ])('refuses a surplus of %s (400 naming the field)', async (_, surplus, message) => {
    const { token } = await signedInUser(ctx);
    const body = reportBody({
      wasteInfo: { surplusName: 'Bread, French bread, baguette', ...surplus },
      transport: null,
    });
    const res = await postReport(ctx, body, token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get('/me/impact', token)).json<MyImpact>().total.donated_kg).toBe(0);
  });

  it('takes a report up to those limits', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(
      ctx,
      token,
      reportBody({
        wasteInfo: {
          surplusName: 'Bread, French bread, baguette',
          amount: { value: 100_000 },
          frequency: { times: 8, interval: 'month' },
        },
        transport: { ...REPORT_TRIP, transport_weight_kg: 100_000 },
      }),
    );
    expect(report.reports.find((r) => r.period === 'year')?.donatedKg).toBe(9_600_000);
  });

  it('says whether the provider is a fictional sample, read from the catalogue by its id', async () => {
    const { token } = await signedInUser(ctx);
    await sampleProvidersSeedDataset.load(ctx.deps.db, defaultSeedDir());
    const [sample] = await ctx.deps.db
      .select({ id: providerCompanies.id, name: providerCompanies.companyName })
      .from(providerCompanies)
      .where(eq(providerCompanies.isSample, true))
      .limit(1);
    const [real] = await ctx.deps.db
      .insert(providerCompanies)
      .values({ sourceKey: 'test:real-bank', dataSource: 'test', companyName: 'Real bank' })
      .returning({ id: providerCompanies.id });
    const sampleOf = async (provider: CreateReportBody['provider']) =>
      (await savedReportOf(ctx, token, reportBody({ provider }))).header.provider?.sample;
    expect(await sampleOf({ name: sample!.name!, id: sample!.id })).toBe(true);
    expect(await sampleOf({ name: 'Real bank', id: real!.id })).toBe(false);
    // No id, an id the catalogue does not hold, an outside service's id: not a sample.
    expect(await sampleOf({ name: 'Tafel Steiermark' })).toBe(false);
    expect(await sampleOf({ name: 'Gone', id: '00000000-0000-4000-8000-000000000000' })).toBe(
      false,
    );
    expect(await sampleOf({ name: 'Elsewhere', id: 'vcg-42' })).toBe(false);
  });

  it('uses the recognised food, else the toast reference, as the web’s report does', async () => {
    const { token } = await signedInUser(ctx);
    const strawberries = reportBody({
      wasteInfo: { surplusName: 'Erdbeeren', amount: { value: 30 } },
      transport: null,
    });
    const recognition = (
      await get('/products/recognise?text=Erdbeeren')
    ).json<ProductRecogniseResponse>();
    expect(recognition.found).toBe(true);
    const recognised = await savedReportOf(ctx, token, strawberries);
    expect(recognised.header.product).toEqual({ basis: 'recognised', name: 'Strawberry, raw' });
    expect(recognised.reports).toEqual(
      modelReports(strawberries, {
        climate_change: stage(recognition.climate_change),
        water_resource_depletion: stage(recognition.water_resource_depletion),
        land_use: stage(recognition.land_use),
      }),
    );

    const unknown = reportBody({
      wasteInfo: { surplusName: 'Qwzxv', amount: { value: 15 }, frequency: null },
    });
    expect((await get('/products/recognise?text=Qwzxv')).json().found).toBe(false);
    const toast = await savedReportOf(ctx, token, unknown);
    expect(toast.header.product).toEqual({ basis: 'toast-reference', name: null });
    expect(toast.reports).toEqual(modelReports(unknown, null, toast.header.transport));
    // A one-time surplus has only its one donation.
    expect(toast.reports.map((r) => [r.period, r.perKgSource])).toEqual([
      ['once', 'toast-reference'],
    ]);
    expect(toast.header.transport?.method).toBe('great-circle-estimate');
  });

  it('keeps one report for the same inputs saved again, in any key order or language', async () => {
    const { token } = await signedInUser(ctx);
    const body = reportBody();
    const first = await savedReportOf(ctx, token, body);
    const { wasteInfo, solutionId, ...rest } = body;
    const again = await savedReportOf(ctx, token, {
      solutionId,
      ...rest,
      language: 'sl',
      wasteInfo: { frequency: wasteInfo?.frequency, amount: wasteInfo?.amount, ...wasteInfo },
    });
    expect(again.id).toBe(first.id);
    expect(again.created_at).toBe(first.created_at);
    expect(again.language).toBe('sl');
    const other = await savedReportOf(ctx, token, { ...body, solutionId: 'reuse-soup-kitchen' });
    expect(other.id).not.toBe(first.id);
    const list = (await get('/me/reports', token)).json<{ reports: SavedReportSummary[] }>();
    expect(list.reports.map((r) => r.id)).toEqual([other.id, first.id]);
  });

  it.each([
    ['without solutionId', { solutionId: undefined }, 400, /solutionId/],
    [
      'with a negative distance',
      { transport: { ...reportBody().transport!, distance_km: -1 } },
      400,
      /transport\.distance_km/,
    ],
    [
      'with amount 0',
      { wasteInfo: { surplusName: 'Bread', amount: { value: 0 } } },
      422,
      /amount above 0/,
    ],
    ['without amount', { wasteInfo: { surplusName: 'Bread' } }, 422, /amount above 0/],
    ['with an unknown solution', { solutionId: 'no-such-solution' }, 422, /no-such-solution/],
    [
      'with a solution that is not Reuse (human)',
      { solutionId: 'energy-biogas' },
      422,
      /^The impact report is only made for Reuse \(human\) solutions$/,
    ],
    ['in an unknown language', { language: 'xx' }, 400, /language must be one of/],
  ] as const)(
    'refuses a body %s with a message, never a 500',
    async (_name, change, status, message) => {
      const { token } = await signedInUser(ctx);
      const res = await postReport(ctx, { ...reportBody(), ...change }, token);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect((await get('/me/reports', token)).json()).toEqual({ reports: [] });
    },
  );

  it('answers 401 without a session, before reading the body', async () => {
    expect((await postReport(ctx, reportBody())).statusCode).toBe(401);
    expect((await postReport(ctx, { solutionId: 7 })).statusCode).toBe(401);
  });
});

describe('GET /me/reports and /me/reports/:id', () => {
  it('lists the reports, the latest first, and reopens one as saved', async () => {
    const { token } = await signedInUser(ctx);
    const once = await savedReportOf(
      ctx,
      token,
      reportBody({ wasteInfo: { surplusName: 'Qwzxv', amount: { value: 15 } }, provider: null }),
    );
    const weekly = await savedReportOf(ctx, token);
    const list = await get('/me/reports', token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { reports } = list.json<{ reports: SavedReportSummary[] }>();
    expect(reports).toEqual([
      {
        id: weekly.id,
        created_at: weekly.created_at,
        updated_at: weekly.updated_at,
        share_token: null,
        ended_on: null,
        surplus_name: 'Bread, French bread, baguette',
        amount_kg: 120,
        frequency: { times: 2, interval: 'week' },
        solution_id: 'reuse-food-bank',
        solution_name: 'Donation to a food bank',
        provider_name: 'Tafel Steiermark',
        net_co2_once: weekly.reports[0]!.indicators.co2.net,
      },
      expect.objectContaining({ id: once.id, provider_name: null, amount_kg: 15 }),
    ]);
    const one = await get(`/me/reports/${weekly.id}`, token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(weekly);
  });

  it('never shows another user’s report: 404 as for an unknown id; 400 for no UUID', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const mine = await savedReportOf(ctx, owner.token);
    const theirs = await get(`/me/reports/${mine.id}`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Bäckerei Huber');
    expect((await get('/me/reports', other.token)).json()).toEqual({ reports: [] });
    const unknown = await get('/me/reports/00000000-0000-4000-8000-000000000000', owner.token);
    expect(unknown.statusCode).toBe(404);
    const bad = await get('/me/reports/not-a-uuid', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a UUID/);
    expect((await get('/me/reports')).statusCode).toBe(401);
    expect((await get(`/me/reports/${mine.id}`)).statusCode).toBe(401);
    expect((await get('/me/reports/not-a-uuid')).statusCode).toBe(401);
  });

  it('go with the account', async () => {
    const { token } = await signedInUser(ctx);
    await savedReportOf(ctx, token);
    const before = (await ctx.deps.db.select().from(savedReports)).length;
    await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(token),
    });
    expect((await ctx.deps.db.select().from(savedReports)).length).toBe(before - 1);
  });
});

describe('GET /me/impact', () => {
  it('sums a one-time surplus’s donation and a recurring one’s first day, this month', async () => {
    const { token } = await signedInUser(ctx);
    expect((await get('/me/impact', token)).json<MyImpact>().total.reports).toBe(0);
    const once = await savedReportOf(
      ctx,
      token,
      reportBody({ wasteInfo: { surplusName: 'Qwzxv', amount: { value: 15 } } }),
    );
    const weekly = await savedReportOf(ctx, token);
    const res = await get('/me/impact', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const impact = res.json<MyImpact>();
    const [donation] = once.reports;
    const month = weekly.reports.find((r) => r.period === 'month')!;
    // Made today: the recurring one has run one day of this month's days so far.
    const now = new Date();
    const share =
      1 / new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const close = (value: number) => expect.closeTo(value, 9);
    const expected = {
      reports: 2,
      donations: close(1 + month.donations * share),
      donated_kg: close(donation!.donatedKg + month.donatedKg * share),
      co2_avoided: close(donation!.indicators.co2.avoided + month.indicators.co2.avoided * share),
      co2_net: close(donation!.indicators.co2.net + month.indicators.co2.net * share),
      water_net: close(donation!.indicators.water.net + month.indicators.water.net * share),
      land_avoided: close(
        donation!.indicators.land.avoided + month.indicators.land.avoided * share,
      ),
    };
    const thisMonth = weekly.created_at.slice(0, 7);
    expect(impact.months).toEqual([expect.objectContaining({ period: thisMonth, ...expected })]);
    expect(impact.years).toEqual([
      expect.objectContaining({ period: thisMonth.slice(0, 4), ...expected }),
    ]);
    expect(impact.total).toMatchObject({ period: 'total', ...expected });
    expect(impact.as_of).toBe(now.toISOString().slice(0, 10));
    expect((await get('/me/impact')).statusCode).toBe(401);
  });
});

describe('companyAddress', () => {
  it('writes "address, postal code city, country" of the parts given', () => {
    expect(companyAddress({ location: { city: ' Graz ', country: 'Austria', address: ' ' } })).toBe(
      'Graz, Austria',
    );
    expect(companyAddress({ location: { address: 'Via Roma 3', postal_code: '39100' } })).toBe(
      'Via Roma 3, 39100',
    );
    expect(companyAddress({ name: 'Huber' })).toBeNull();
    expect(companyAddress(null)).toBeNull();
  });
});
