import type { MyImpact, SavedReport, SavedReportSummary } from '@foodhub/contracts';
import { savedReports } from '@foodhub/db';
import { WEEKS_PER_MONTH } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, reportBody, savedReportOf } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: token ? bearer(token) : {} });

const end = (id: string, body: unknown, token?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/tool/api/me/reports/${id}/end`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const day = (time: Date) => time.toISOString().slice(0, 10);

/** The same day and time `months` calendar months earlier (UTC), or that month's last day. */
function monthsAgo(months: number, now = new Date()): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const time = new Date(now);
  time.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return time;
}

/** Dates a saved report back, as if it had been made then. */
async function madeAt(report: SavedReport, createdAt: Date) {
  await ctx.deps.db.update(savedReports).set({ createdAt }).where(eq(savedReports.id, report.id));
}

/** Twice a week: the weeks of donations My impact counts. */
const weeksOf = (impact: MyImpact) => impact.total.donations / 2;

describe('My impact counted over time', () => {
  it('counts a weekly report made three months ago for about 13 weeks, until it is stopped', async () => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    const made = monthsAgo(3);
    await madeAt(weekly, made);
    const impact = (await get('/me/impact', token)).json<MyImpact>();
    // Three months of 4.345 weeks, give or take the days of the months: about 13 weeks.
    expect(weeksOf(impact)).toBeGreaterThan(3 * WEEKS_PER_MONTH - 0.5);
    expect(weeksOf(impact)).toBeLessThan(3 * WEEKS_PER_MONTH + 0.5);
    expect(impact.months).toHaveLength(4);
    const month = weekly.reports.find((r) => r.period === 'month')!;
    const perDonation = month.indicators.co2.avoided / month.donations;
    expect(impact.total.co2_avoided).toBeCloseTo(impact.total.donations * perDonation, 6);
    expect(impact.total.donated_kg).toBeCloseTo(impact.total.donations * 120, 6);

    // Stopped a month after it was made: about one month counts, whatever today is.
    const stopped = await end(weekly.id, { ended_on: day(monthsAgo(2)) }, token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<SavedReport>()).toMatchObject({
      id: weekly.id,
      ended_on: day(monthsAgo(2)),
      header: weekly.header,
    });
    const after = (await get('/me/impact', token)).json<MyImpact>();
    expect(weeksOf(after)).toBeLessThan(weeksOf(impact));
    expect(weeksOf(after)).toBeGreaterThan(WEEKS_PER_MONTH - 0.5);
    expect(weeksOf(after)).toBeLessThan(WEEKS_PER_MONTH + 0.5);
    expect(after.months).toHaveLength(2);

    // Every view of the report says so; null runs it again.
    const listed = (await get('/me/reports', token)).json<{ reports: SavedReportSummary[] }>();
    expect(listed.reports[0]).toMatchObject({ id: weekly.id, ended_on: day(monthsAgo(2)) });
    expect((await get(`/me/reports/${weekly.id}`, token)).json().ended_on).toBe(day(monthsAgo(2)));
    const again = await end(weekly.id, { ended_on: null }, token);
    expect(again.json<SavedReport>().ended_on).toBeNull();
    expect(weeksOf((await get('/me/impact', token)).json<MyImpact>())).toBeCloseTo(
      weeksOf(impact),
      9,
    );
  });

  it('can stop a donation on the day it was made and on today', async () => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    await madeAt(weekly, monthsAgo(1));
    for (const ended of [day(monthsAgo(1)), day(new Date())]) {
      const res = await end(weekly.id, { ended_on: ended }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SavedReport>().ended_on).toBe(ended);
    }
  });
});

describe('PUT /me/reports/:id/end', () => {
  it('refuses a one-time report, a day before the report and a day after today (422)', async () => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    await madeAt(weekly, new Date(Date.UTC(2026, 0, 10, 12)));
    const once = await savedReportOf(
      ctx,
      token,
      reportBody({ wasteInfo: { surplusName: 'Apples', amount: { value: 300 } }, transport: null }),
    );
    const tomorrow = day(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const cases = [
      [once.id, day(new Date()), 'REPORT_END_ONE_TIME', undefined, /only a recurring donation/],
      [weekly.id, '2026-01-09', 'REPORT_END_BEFORE_START', { start: '2026-01-10' }, /2026-01-10/],
      [weekly.id, tomorrow, 'REPORT_END_AFTER_TODAY', { today: day(new Date()) }, /after today/],
    ] as const;
    for (const [id, ended, code, params, message] of cases) {
      const res = await end(id, { ended_on: ended }, token);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
      expect(res.json().params).toEqual(params);
    }
    // Nothing changed; running a one-time report again is no change either.
    expect((await get(`/me/reports/${weekly.id}`, token)).json().ended_on).toBeNull();
    expect((await end(once.id, { ended_on: null }, token)).json().ended_on).toBeNull();
  });

  it.each([
    ['no date', { ended_on: 'soon' }, /YYYY-MM-DD/],
    ['a day not in the calendar', { ended_on: '2026-02-30' }, /day of the calendar/],
    ['no ended_on', {}, /ended_on/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    const res = await end(weekly.id, body, token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 404 for another user’s report and an unknown id, 401 without a session', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, owner.token);
    const today = { ended_on: day(new Date()) };
    expect((await end(weekly.id, today, other.token)).statusCode).toBe(404);
    const unknown = await end('00000000-0000-4000-8000-000000000000', today, owner.token);
    expect(unknown.statusCode).toBe(404);
    expect((await end(weekly.id, today)).statusCode).toBe(401);
    expect((await get(`/me/reports/${weekly.id}`, owner.token)).json().ended_on).toBeNull();
  });

  it('shows the end on the shared report', async () => {
    const { token } = await signedInUser(ctx);
    const weekly = await savedReportOf(ctx, token);
    await end(weekly.id, { ended_on: day(new Date()) }, token);
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/tool/api/me/reports/${weekly.id}/share`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{}',
    });
    const link = shared.json<{ share_token: string }>().share_token;
    expect((await get(`/shared/reports/${link}`)).json().ended_on).toBe(day(new Date()));
  });
});
