import type { MyImpact, ProgrammeFigures, SavedReport } from '@foodhub/contracts';
import { savedReports, savedSurpluses } from '@foodhub/db';
import { WEEKS_PER_MONTH } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFigures, bearer, matchAnswer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, savedReportOf } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The figures over time: reports counted in every month they run, surpluses searched again
// counted once, one-time amounts apart from kg per week, food groups of free-text names.

const BOSS = 'figures.time@example.at';

let ctx: TestContext;
let boss: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await loadReportReferences(ctx.deps.db);
  boss = (await signedInUser(ctx, { email: BOSS })).token;
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: bearer(token) });

const figures = (query = '') => adminFigures(ctx, boss, query);
const match = (token: string, userInputs: unknown) => matchAnswer(ctx, token, userInputs);

const located = (country: string) => ({ name: 'Hof', location: { city: 'X', country } });
const day = (time: Date) => time.toISOString().slice(0, 10);
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The same day and time `months` calendar months earlier (UTC), or that month's last day. */
function monthsAgo(months: number, now = new Date()): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const time = new Date(now);
  time.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return time;
}

async function madeAt(report: SavedReport, createdAt: Date) {
  await ctx.deps.db.update(savedReports).set({ createdAt }).where(eq(savedReports.id, report.id));
}

const sumOf = (rows: ProgrammeFigures['reports'], key: 'donatedKg' | 'co2Avoided' | 'co2Net') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('the figures count reports over time, as My impact does', () => {
  it('counts a weekly report made three months ago in every month it runs, until stopped', async () => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    await madeAt(weekly, monthsAgo(3));
    const mine = (await get('/me/impact', token)).json<MyImpact>();

    const body = await figures();
    expect(body.reports.map((r) => r.count)).toEqual([1, 1, 1, 1]);
    // 120 kg twice a week for about 13 weeks.
    const kg = sumOf(body.reports, 'donatedKg');
    expect(kg / 240).toBeGreaterThan(3 * WEEKS_PER_MONTH - 0.5);
    expect(kg / 240).toBeLessThan(3 * WEEKS_PER_MONTH + 0.5);
    expect(kg).toBeCloseTo(mine.total.donated_kg, 6);
    expect(sumOf(body.reports, 'co2Net')).toBeCloseTo(mine.total.co2_net, 6);
    expect(body.reports.map((r) => [r.period, r.co2Avoided])).toEqual(
      mine.months.map((m) => [m.period, expect.closeTo(m.co2_avoided, 9)]),
    );

    // A range after the month it was made in still counts it: it runs there.
    const now = await figures(`?from=${thisMonth()}&to=${thisMonth()}`);
    expect(now.reports).toEqual([
      expect.objectContaining({
        period: thisMonth(),
        count: 1,
        donatedKg: expect.closeTo(mine.months.at(-1)!.donated_kg, 9),
      }),
    ]);

    // Stopped a month after it was made: fewer weeks, and nothing in this month.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/tool/api/me/reports/${weekly.id}/end`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ ended_on: day(monthsAgo(2)) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stopped = await figures();
    expect(sumOf(stopped.reports, 'donatedKg')).toBeLessThan(kg);
    expect(sumOf(stopped.reports, 'donatedKg') / 240).toBeLessThan(WEEKS_PER_MONTH + 0.5);
    expect((await figures(`?from=${thisMonth()}&to=${thisMonth()}`)).reports).toEqual([]);
  });
});

describe('the figures count surpluses', () => {
  it('keeps a one-time 300 kg surplus apart from the kg per week', async () => {
    const { token } = await signedInUser(ctx);
    await match(token, {
      companyProfile: located('Italia'),
      wasteInfo: {
        surplusName: 'Mele',
        foodGroups: ['Fruits, vegetables, legumes and oilseeds'],
        amount: { value: 300, unit: 'kg' },
        frequency: { times: 1, interval: 'once' },
      },
    });
    const body = await figures();
    expect(body.surpluses.filter((s) => s.country === 'IT')).toEqual([
      {
        period: thisMonth(),
        foodGroup: 'Fruits, vegetables, legumes and oilseeds',
        country: 'IT',
        count: 1,
        kgPerWeek: 0,
        onceKg: 300,
      },
    ]);
  });

  it('counts a surplus searched again under the same name once, in its first month', async () => {
    const { token } = await signedInUser(ctx);
    const bread = (surplusName: string, condition: string | null, value: number) => ({
      companyProfile: located('Slovenija'),
      wasteInfo: {
        surplusName,
        foodGroups: ['Cereal products'],
        amount: { value, unit: 'kg' },
        frequency: { times: 1, interval: 'week' },
        condition,
      },
    });
    await match(token, bread('Kruh', null, 20));
    // Its condition corrected twice, and the name typed again in another case.
    await match(token, bread('kruh ', 'past_best_before', 20));
    await match(token, bread(' KRUH', 'edible', 30));
    expect((await figures()).surpluses.filter((s) => s.country === 'SI')).toEqual([
      // The latest entries (30 kg a week).
      {
        period: thisMonth(),
        foodGroup: 'Cereal products',
        country: 'SI',
        count: 1,
        kgPerWeek: 30,
        onceKg: 0,
      },
    ]);

    // First entered two months ago: counted then, not again this month.
    const first = monthsAgo(2);
    await ctx.deps.db
      .update(savedSurpluses)
      .set({ createdAt: first })
      .where(eq(savedSurpluses.surplusName, 'Kruh'));
    const slovenian = (await figures()).surpluses.filter((s) => s.country === 'SI');
    expect(slovenian.map((s) => [s.period, s.count, s.kgPerWeek])).toEqual([
      [first.toISOString().slice(0, 7), 1, 30],
    ]);
  });

  it('groups free-text names by the food group the tool recognised in them', async () => {
    const { token } = await signedInUser(ctx);
    for (const surplusName of ['bread', 'used cooking oil']) {
      await match(token, {
        companyProfile: located('France'),
        wasteInfo: {
          surplusName,
          amount: { value: 10, unit: 'kg' },
          frequency: { times: 1, interval: 'week' },
        },
      });
    }
    const french = (await figures()).surpluses.filter((s) => s.country === 'FR');
    expect(french.map((s) => [s.foodGroup, s.count])).toEqual([
      ['Cereal products', 1],
      ['Fats and oils', 1],
    ]);
  });

  it('reads the first food group chosen of a surplus saved before the group was stored', async () => {
    const { token } = await signedInUser(ctx);
    await match(token, {
      companyProfile: located('Deutschland'),
      wasteInfo: { surplusName: 'Quark', foodGroups: ['Milk and dairy products'] },
    });
    await ctx.deps.db
      .update(savedSurpluses)
      .set({ foodGroup: null })
      .where(eq(savedSurpluses.surplusName, 'Quark'));
    const german = (await figures()).surpluses.filter((s) => s.country === 'DE');
    expect(german.map((s) => s.foodGroup)).toEqual(['Milk and dairy products']);
  });
});
