import type { MyImpact, ReportHeader, SavedReport } from '@foodhub/contracts';
import {
  impactMonths,
  reportMonths,
  savedReports,
  savedSurpluses,
  surplusMonths,
  surplusNames,
  users,
} from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, matchAnswer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, reportBody, savedReportOf } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { computeFigures, figuresRange } from '../admin/figures';
import { myImpact, rollStaleReports } from './impact-rollup';
import { sumImpact } from './impact-totals';

// The roll-ups behind the figures and My impact stay what the counting rule (sumImpact) gives
// over the stored reports, through every change of a report and as months close.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const db = () => ctx.deps.db;

/** sumImpact over the stored reports (of one account), read from their JSON. */
async function counted(now: Date, userId?: string): Promise<Omit<MyImpact, 'handed_over'>> {
  const rows = await db()
    .select()
    .from(savedReports)
    .where(userId ? eq(savedReports.userId, userId) : sql`true`);
  return sumImpact(
    rows.map((row) => ({
      createdAt: row.createdAt,
      endedOn: row.endedOn,
      header: row.header as unknown as ReportHeader,
      reports: row.reports as unknown as SavedReport['reports'],
    })),
    now,
  );
}

/** The figures' report rows against sumImpact's months, over the 120 months up to `now`. */
async function expectFiguresAsCounted(now: Date) {
  const month = now.toISOString().slice(0, 7);
  const range = figuresRange({ to: month, from: monthBefore(now, 119) }, now);
  const figures = await computeFigures(db(), range, now);
  const months = (await counted(now)).months.filter((m) => range.months.includes(m.period));
  expect(figures.reports).toEqual(
    months.map((m) => ({
      period: m.period,
      count: m.reports,
      donatedKg: expect.closeTo(m.donated_kg, 6),
      co2Avoided: expect.closeTo(m.co2_avoided, 6),
      co2Net: expect.closeTo(m.co2_net, 6),
      waterAvoided: expect.closeTo(m.water_avoided, 6),
      waterNet: expect.closeTo(m.water_net, 6),
      landAvoided: expect.closeTo(m.land_avoided, 6),
      landNet: expect.closeTo(m.land_net, 6),
    })),
  );
  return figures;
}

/** My impact from the roll-up against sumImpact of the same account. */
async function expectMineAsCounted(userId: string, now: Date) {
  const mine = await myImpact(db(), userId, now);
  const expected = await counted(now, userId);
  const close = (totals: MyImpact['total']) => ({
    ...totals,
    donations: expect.closeTo(totals.donations, 6),
    donated_kg: expect.closeTo(totals.donated_kg, 6),
    co2_avoided: expect.closeTo(totals.co2_avoided, 6),
    co2_net: expect.closeTo(totals.co2_net, 6),
    water_avoided: expect.closeTo(totals.water_avoided, 6),
    water_net: expect.closeTo(totals.water_net, 6),
    land_avoided: expect.closeTo(totals.land_avoided, 6),
    land_net: expect.closeTo(totals.land_net, 6),
  });
  // What was handed over is counted apart (offers.test.ts); here the reports.
  const { handed_over: _handedOver, ...reports } = mine;
  expect(reports).toEqual({
    months: expected.months.map(close),
    years: expected.years.map(close),
    total: close(expected.total),
    as_of: expected.as_of,
  });
  return mine;
}

function monthBefore(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return date.toISOString().slice(0, 7);
}

/** The same time `months` calendar months away (UTC), on the 15th. */
const monthsAway = (months: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15, 12));

const madeAt = (id: string, createdAt: Date) =>
  db().update(savedReports).set({ createdAt }).where(eq(savedReports.id, id));

const endReport = (token: string, id: string, endedOn: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/tool/api/me/reports/${id}/end`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ ended_on: endedOn }),
  });

/** The sums kept by the triggers against the per-report rows they are made of. */
async function expectSumsOfRows() {
  const kept = await db()
    .select({
      reports: sql<number>`coalesce(sum(${impactMonths.reports}), 0)::int`,
      kg: sql<number>`coalesce(sum(${impactMonths.donatedKg}), 0)::float8`,
    })
    .from(impactMonths);
  const rows = await db()
    .select({
      reports: sql<number>`count(*)::int`,
      kg: sql<number>`coalesce(sum(${reportMonths.donatedKg}), 0)::float8`,
    })
    .from(reportMonths);
  expect(Number(kept[0]!.reports)).toBe(Number(rows[0]!.reports));
  expect(Number(kept[0]!.kg)).toBeCloseTo(Number(rows[0]!.kg), 6);
}

describe('the report roll-up counts as sumImpact does', () => {
  it('follows a report saved, saved again, stopped, run again and deleted', async () => {
    const { token, user } = await signedInUserWithId();
    const weekly = await savedReportOf(ctx, token);
    await madeAt(weekly.id, monthsAway(-5));
    const once = await savedReportOf(
      ctx,
      token,
      reportBody({
        wasteInfo: {
          surplusName: 'Bread, French bread, baguette',
          amount: { value: 40, unit: 'kg' },
          frequency: { times: 1, interval: 'once' },
        },
      }),
    );
    await madeAt(once.id, monthsAway(-2));
    const now = new Date();
    await expectFiguresAsCounted(now);
    const before = await expectMineAsCounted(user, now);
    expect(before.total.reports).toBe(2);

    // Saved again (the same inputs in another language): the same report, written again.
    const again = await savedReportOf(ctx, token, reportBody({ language: 'de' }));
    expect(again.id).toBe(weekly.id);
    const bigger = await expectMineAsCounted(user, now);
    expect(bigger.total.donated_kg).toBeCloseTo(before.total.donated_kg, 6);
    await expectFiguresAsCounted(now);

    // Stopped three months ago, then running again.
    const stopped = monthsAway(-3).toISOString().slice(0, 10);
    expect((await endReport(token, again.id, stopped)).statusCode).toBe(200);
    const short = await expectMineAsCounted(user, now);
    expect(short.total.donated_kg).toBeLessThan(bigger.total.donated_kg);
    await expectFiguresAsCounted(now);
    expect((await endReport(token, again.id, null)).statusCode).toBe(200);
    expect((await expectMineAsCounted(user, now)).total.donated_kg).toBeCloseTo(
      bigger.total.donated_kg,
      6,
    );

    // Deleted: nothing of it is left in the sums.
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/tool/api/me/reports/${again.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect((await expectMineAsCounted(user, now)).total.reports).toBe(1);
    await expectFiguresAsCounted(now);
    await expectSumsOfRows();
  });

  it('counts the months that close after the report was written (now injected)', async () => {
    const { token, user } = await signedInUserWithId();
    const weekly = await savedReportOf(ctx, token);
    await madeAt(weekly.id, monthsAway(-1));
    const now = new Date();
    const mineNow = await expectMineAsCounted(user, now);
    // Next month, and four months on: written through the end of next month at first, then
    // the months after are added when they are read.
    for (const later of [monthsAway(1), monthsAway(4)]) {
      const mine = await expectMineAsCounted(user, later);
      expect(mine.months.length).toBeGreaterThan(mineNow.months.length);
      await expectFiguresAsCounted(later);
    }
    // On an earlier day the same rows count only the days that had run.
    await expectMineAsCounted(user, monthsAway(-1));
    await expectSumsOfRows();
  });

  it('writes reports changed outside the API, and two writers at once count each once', async () => {
    const { token, user } = await signedInUserWithId();
    const reports = [
      await savedReportOf(ctx, token),
      await savedReportOf(
        ctx,
        token,
        reportBody({ wasteInfo: { surplusName: 'Qwzxv', amount: { value: 15 } } }),
      ),
    ];
    // As rows saved before the roll-up existed: never written.
    await db()
      .update(savedReports)
      .set({ impactThrough: null, createdAt: monthsAway(-7) })
      .where(eq(savedReports.userId, user));
    const now = new Date();
    const written = await Promise.all([
      rollStaleReports(db(), now),
      rollStaleReports(db(), now),
      rollStaleReports(db(), now, user),
    ]);
    expect(written.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(reports.length);
    await expectMineAsCounted(user, now);
    await expectFiguresAsCounted(now);
    await expectSumsOfRows();
  });

  it('leaves nothing of a deleted account in the sums', async () => {
    const { token, user } = await signedInUserWithId();
    const report = await savedReportOf(ctx, token);
    await madeAt(report.id, monthsAway(-3));
    await matchAs(token, 'Roll-up Kohl', 'Zemlja');
    await matchAs(token, 'roll-up kohl ', 'Zemlja');
    const now = new Date();
    await expectFiguresAsCounted(now);
    expect(await surplusCount('Zemlja')).toBe(1);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(reportMonths).where(eq(reportMonths.userId, user))).toEqual([]);
    expect(await surplusCount('Zemlja')).toBe(0);
    await expectFiguresAsCounted(now);
    await expectSumsOfRows();
  });
});

describe('the surplus roll-up', () => {
  it('keeps one row per account and name, in its first month with its latest entries', async () => {
    const { token, user } = await signedInUserWithId();
    await matchAs(token, 'Rollup Quark', 'Slovenija', 10);
    await matchAs(token, ' rollup quark', 'Slovenija', 30);
    const first = new Date(Date.UTC(2024, 0, 20));
    // The first search made earlier by hand: the trigger moves the name to its month.
    await db()
      .update(savedSurpluses)
      .set({ createdAt: first })
      .where(eq(savedSurpluses.surplusName, 'Rollup Quark'));
    const names = await db().select().from(surplusNames).where(eq(surplusNames.userId, user));
    expect(names).toEqual([
      expect.objectContaining({
        nameKey: 'rollup quark',
        month: '2024-01-01',
        country: 'Slovenija',
      }),
    ]);
    // The latest entries: 30 kg once.
    expect(names[0]!.onceKg).toBe(30);
    const months = await db()
      .select()
      .from(surplusMonths)
      .where(eq(surplusMonths.country, 'Slovenija'));
    expect(months.filter((m) => m.surpluses > 0)).toEqual([
      expect.objectContaining({ month: '2024-01-01', surpluses: 1 }),
    ]);
    expect(Number(months.find((m) => m.surpluses > 0)!.onceKg)).toBe(30);
  });
});

async function signedInUserWithId() {
  const signed = await signedInUser(ctx);
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, signed.email));
  return { token: signed.token, user: row!.id };
}

async function matchAs(token: string, surplusName: string, country: string, kg = 10) {
  await matchAnswer(ctx, token, {
    companyProfile: { name: 'Hof', location: { city: 'X', country } },
    wasteInfo: {
      surplusName,
      amount: { value: kg, unit: 'kg' },
      frequency: { times: 1, interval: 'once' },
    },
  });
}

async function surplusCount(country: string): Promise<number> {
  const rows = await db()
    .select({ n: sql<number>`coalesce(sum(${surplusMonths.surpluses}), 0)::int` })
    .from(surplusMonths)
    .where(eq(surplusMonths.country, country));
  return Number(rows[0]!.n);
}
