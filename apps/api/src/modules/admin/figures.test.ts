import type { MyImpact } from '@foodhub/contracts';
import { findUserByEmail, providerCompanies, users } from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFigures, bearer, matchAnswer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, reportBody, savedReportOf } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sampleProvidersSeedDataset } from '../../importers/providers.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import { figuresRange, surplusAmount } from './figures';

const BOSS = 'figures.boss@example.at';
const MATCH_QUERY = '?includeScore=true&includeReasoning=true';

let ctx: TestContext;
let boss: string;
let month: string;
let samples: number;
/** The signed-in users whose searches and reports are counted. */
let a: { token: string };
let b: { token: string };

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: bearer(token) });
const figures = (query = '') => adminFigures(ctx, boss, query);
const match = (token: string, userInputs: unknown) =>
  matchAnswer(ctx, token, userInputs, MATCH_QUERY);

const located = (country: string) => ({ name: 'Hof', location: { city: 'X', country } });

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await loadReportReferences(ctx.deps.db);
  samples = await sampleProvidersSeedDataset.load(ctx.deps.db, defaultSeedDir());
  month = new Date().toISOString().slice(0, 7);
  boss = (await signedInUser(ctx, { email: BOSS })).token;
  a = await signedInUser(ctx, { accountType: 'company', company: 'Hof A', country: 'Österreich' });
  b = await signedInUser(ctx, { accountType: 'company', company: 'Hof B', country: 'Deutschland' });
  const c = await signedInUser(ctx, { country: 'Atlantis' });
  // An account of an older month.
  const cId = (await findUserByEmail(ctx.deps.db, c.email))!.id;
  await ctx.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.UTC(2025, 2, 15)) })
    .where(eq(users.id, cId));

  const bread = {
    companyProfile: located('Austria'),
    wasteInfo: {
      surplusName: 'Bread',
      foodGroups: ['Cereal products'],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 2, interval: 'week' },
    },
  };
  // The same entries twice: two searches, one saved surplus.
  await match(a.token, bread);
  await match(a.token, bread);
  await match(b.token, {
    companyProfile: located('DE'),
    wasteInfo: {
      surplusName: 'Apples',
      foodGroups: ['Fruits', 'Vegetables'],
      amount: { value: 100, unit: 'kg' },
      frequency: { times: 1, interval: 'month' },
    },
  });
  await match(b.token, {
    companyProfile: located('Deutschland'),
    wasteInfo: {
      surplusName: 'Pears',
      foodGroups: ['Fruits'],
      amount: { value: 30, unit: 'kg' },
      frequency: { times: 3, interval: 'once' },
    },
  });
  await match(c.token, { companyProfile: {}, wasteInfo: { surplusName: 'Leftovers' } });

  await savedReportOf(ctx, a.token);
  await savedReportOf(
    ctx,
    b.token,
    reportBody({
      wasteInfo: {
        surplusName: 'Bread, French bread, baguette',
        amount: { value: 50, unit: 'kg' },
        frequency: { times: 1, interval: 'once' },
      },
    }),
  );

  const provider = (key: string, createdAt: Date) => ({
    sourceKey: `test:${key}`,
    dataSource: 'test',
    companyName: `Provider ${key}`,
    createdAt,
  });
  await ctx.deps.db
    .insert(providerCompanies)
    .values([provider('now', new Date()), provider('old', new Date(Date.UTC(2025, 2, 10)))]);
});
afterAll(() => ctx.close());

describe('GET /admin/figures', () => {
  it('counts the last 12 months by default: accounts, searches and surpluses', async () => {
    const body = await figures();
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toBe(month);
    expect(body.months).toEqual([...body.months].sort());
    expect(Date.parse(body.generatedAt)).not.toBeNaN();

    // Countries as ISO codes whatever the language they were typed in; 'Atlantis' is unknown.
    expect(body.accounts).toEqual([
      { period: month, accountType: 'company', country: 'AT', count: 1 },
      { period: month, accountType: 'company', country: 'DE', count: 1 },
      { period: month, accountType: 'individual', country: 'AT', count: 1 },
    ]);
    expect(body.matches).toEqual([
      { period: month, country: '', count: 1 },
      { period: month, country: 'AT', count: 2 },
      { period: month, country: 'DE', count: 2 },
    ]);
    // Food groups by the catalogue's code: 'Fruits' is no group of it, and is read as text.
    expect(body.surpluses).toEqual([
      { period: month, foodGroup: '', country: '', count: 1, kgPerWeek: 0, onceKg: 0 },
      {
        period: month,
        foodGroup: 'Cereal products',
        country: 'AT',
        count: 1,
        kgPerWeek: 80,
        onceKg: 0,
      },
      {
        period: month,
        foodGroup: 'Fruits, vegetables, legumes and oilseeds',
        country: 'DE',
        count: 2,
        // 100 kg once a month (4.345 weeks); a one-time 3 × 30 kg, all of it, once.
        kgPerWeek: expect.closeTo(100 / 4.345, 9),
        onceKg: 90,
      },
    ]);
  });

  it('sums the reports as My impact does for the same users', async () => {
    const body = await figures();
    const impacts = await Promise.all(
      [a, b].map(async (user) => (await get('/me/impact', user.token)).json<MyImpact>()),
    );
    const mine = impacts.map((impact) => impact.months.find((m) => m.period === month)!);
    const sum = (
      key:
        | 'donated_kg'
        | 'co2_avoided'
        | 'co2_net'
        | 'water_avoided'
        | 'water_net'
        | 'land_avoided'
        | 'land_net',
    ) => mine.reduce((total, m) => total + m[key], 0);
    expect(sum('co2_avoided')).toBeGreaterThan(0);
    expect(body.reports).toEqual([
      {
        period: month,
        count: 2,
        donatedKg: expect.closeTo(sum('donated_kg'), 9),
        co2Avoided: expect.closeTo(sum('co2_avoided'), 9),
        co2Net: expect.closeTo(sum('co2_net'), 9),
        waterAvoided: expect.closeTo(sum('water_avoided'), 9),
        waterNet: expect.closeTo(sum('water_net'), 9),
        landAvoided: expect.closeTo(sum('land_avoided'), 9),
        landNet: expect.closeTo(sum('land_net'), 9),
      },
    ]);
  });

  it('counts providers by origin, in the range and now', async () => {
    const body = await figures();
    expect(samples).toBeGreaterThan(0);
    expect(body.providers).toEqual([
      { period: month, origin: 'imported', status: 'listed', count: 1 },
      { period: month, origin: 'sample', status: 'listed', count: samples },
    ]);
    expect(body.providersNow).toEqual([
      { origin: 'imported', status: 'listed', count: 2 },
      { origin: 'sample', status: 'listed', count: samples },
    ]);
  });

  it('keeps its counts as accounts and entries change and go (kept per month, not counted)', async () => {
    const db = ctx.deps.db;
    const moved = await signedInUser(ctx, { country: 'Slovenija' });
    const gone = await signedInUser(ctx, { country: 'Italia' });
    await db
      .update(users)
      .set({ country: 'Slovenia', city: 'Kranj' })
      .where(eq(users.email, moved.email));
    await db.update(users).set({ language: 'sl' }).where(eq(users.email, moved.email));
    await db.delete(users).where(eq(users.email, gone.email));
    await db
      .update(providerCompanies)
      .set({ status: 'hidden' })
      .where(eq(providerCompanies.sourceKey, 'test:old'));
    await db.insert(providerCompanies).values({
      sourceKey: 'test:brief',
      dataSource: 'test',
      companyName: 'Provider brief',
    });
    await db.delete(providerCompanies).where(eq(providerCompanies.sourceKey, 'test:brief'));

    const body = await figures('?from=2017-01&to=2026-12');
    const counted = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const accounts = await counted<{
      period: string;
      account_type: string;
      country: string;
      n: number;
    }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as period, account_type, country,
             count(*)::int as n
      from users where created_at >= '2017-01-01' and created_at < '2027-01-01'
      group by 1, 2, 3`);
    const byKey = (
      rows: { period: string; accountType: string; country: string; count: number }[],
    ) =>
      Object.fromEntries(rows.map((r) => [`${r.period} ${r.accountType} ${r.country}`, r.count]));
    const rawAccounts = Object.fromEntries(
      accounts.map((r) => [`${r.period} ${r.account_type} ${r.country}`, Number(r.n)]),
    );
    // The figures normalise countries; summed over them, each month and type is as stored.
    const total = (counts: Record<string, number>) =>
      Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(total(byKey(body.accounts))).toBe(total(rawAccounts));
    expect(body.accounts.find((r) => r.country === 'SI')?.count).toBeGreaterThanOrEqual(1);
    expect(body.accounts.find((r) => r.country === 'IT')).toBeUndefined();

    const providers = await counted<{ origin: string; status: string; n: number }>(sql`
      select origin, status, count(*)::int as n from provider_companies group by 1, 2 order by 1, 2`);
    expect(body.providersNow).toEqual(
      providers.map((r) => ({ origin: r.origin, status: r.status, count: Number(r.n) })),
    );
    expect(body.providers).toContainEqual({
      period: '2025-03',
      origin: 'imported',
      status: 'hidden',
      count: 1,
    });
    await db
      .update(providerCompanies)
      .set({ status: 'listed' })
      .where(eq(providerCompanies.sourceKey, 'test:old'));
  });

  it('counts the months asked for, both included, and only what falls in them', async () => {
    const body = await figures('?from=2025-01&to=2025-06');
    expect(body.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(body.accounts).toEqual([
      { period: '2025-03', accountType: 'individual', country: '', count: 1 },
    ]);
    expect(body.providers).toEqual([
      { period: '2025-03', origin: 'imported', status: 'listed', count: 1 },
    ]);
    expect(body).toMatchObject({ matches: [], surpluses: [], reports: [] });
    expect(body.providersNow).toHaveLength(2);
    expect((await figures('?from=2000-01&to=2009-12')).months).toHaveLength(120);
  });

  it.each([
    ['?from=2026-05&to=2026-04', 'from (2026-05) is after to (2026-04).'],
    ['?from=2999-01', 'is after to'],
    ['?from=2000-01&to=2010-01', 'The range has 121 months; at most 120'],
    ['?from=2026-13', 'A month is written YYYY-MM'],
    ['?to=2026-1', 'A month is written YYYY-MM'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(`/admin/figures${query}`, boss);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('figuresRange', () => {
  it('defaults to the twelve months up to the current one, across a new year', () => {
    const range = figuresRange({}, new Date(Date.UTC(2026, 1, 15, 23)));
    expect(range.months[0]).toBe('2025-03');
    expect(range.months.at(-1)).toBe('2026-02');
    expect(range.start.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(figuresRange({ to: '2026-12' }, new Date()).end.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('surplusAmount', () => {
  it.each([
    [40, 2, 'week', 80, 0],
    [52, 1, 'year', 1, 0],
    // As the matching reads it: a month is 4.345 weeks.
    [52, 2, 'month', 104 / 4.345, 0],
    [10, null, 'week', 10, 0],
    // A one-time surplus is all of it, once, never kg a week.
    [30, 3, 'once', 0, 90],
    [300, 1, 'once', 0, 300],
    [30, null, null, 0, 30],
    [null, 2, 'week', 0, 0],
    [0, 1, 'week', 0, 0],
  ] as const)(
    '%s kg × %s per %s is %s kg a week, %s kg once',
    (amount, times, interval, week, once) => {
      const kg = surplusAmount(amount, times, interval);
      expect(kg.kgPerWeek).toBeCloseTo(week, 9);
      expect(kg.onceKg).toBeCloseTo(once, 9);
    },
  );
});
