import type { MyImpact, ProgrammeFigures, SavedReportSummary } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, reportBody, savedReportOf } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

const BOSS = 'delete.boss@example.at';

let ctx: TestContext;
let boss: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await loadReportReferences(ctx.deps.db);
  boss = (await signedInUser(ctx, { email: BOSS })).token;
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: token ? bearer(token) : {} });
const remove = (id: string, token?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/tool/api/me/reports/${id}`,
    headers: token ? bearer(token) : {},
  });

/** This month's row of the programme's report figures; undefined when nothing counts. */
async function reportFiguresThisMonth() {
  const res = await get('/admin/figures', boss);
  expect(res.statusCode, res.body).toBe(200);
  const month = new Date().toISOString().slice(0, 7);
  return res.json<ProgrammeFigures>().reports.find((row) => row.period === month);
}

describe('DELETE /me/reports/:id', () => {
  it('removes the owner’s report: its page, link and PDF are gone, nothing counts it', async () => {
    const { token } = await signedInUser(ctx);
    const kept = await savedReportOf(
      ctx,
      token,
      reportBody({ wasteInfo: { surplusName: 'Qwzxv', amount: { value: 15 } } }),
    );
    const report = await savedReportOf(ctx, token);
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/tool/api/me/reports/${report.id}/share`,
      headers: bearer(token),
      payload: {},
    });
    const link = shared.json<{ share_token: string }>().share_token;
    expect((await get(`/shared/reports/${link}`)).statusCode).toBe(200);
    expect((await get(`/me/reports/${report.id}/pdf`, token)).statusCode).toBe(200);
    const before = (await reportFiguresThisMonth())!;
    const impactBefore = (await get('/me/impact', token)).json<MyImpact>();
    expect(impactBefore.total.reports).toBe(2);

    const res = await remove(report.id, token);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    expect((await get(`/me/reports/${report.id}`, token)).statusCode).toBe(404);
    expect((await get(`/me/reports/${report.id}/pdf`, token)).statusCode).toBe(404);
    expect((await get(`/shared/reports/${link}`)).statusCode).toBe(404);
    expect((await get(`/shared/reports/${link}/pdf`)).statusCode).toBe(404);
    const list = (await get('/me/reports', token)).json<{ reports: SavedReportSummary[] }>();
    expect(list.reports.map((r) => r.id)).toEqual([kept.id]);

    const impact = (await get('/me/impact', token)).json<MyImpact>();
    expect(impact.total.reports).toBe(1);
    expect(impact.total.donated_kg).toBeCloseTo(15, 9);
    const after = (await reportFiguresThisMonth())!;
    expect(after.count).toBe(before.count - 1);
    expect(after.donatedKg).toBeCloseTo(before.donatedKg - (impactBefore.total.donated_kg - 15), 6);

    // Deleted once: a second time is an unknown id.
    expect((await remove(report.id, token)).statusCode).toBe(404);
  });

  it('refuses another user’s report and unknown ids (404), keeping the report', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const report = await savedReportOf(ctx, owner.token);
    const theirs = await remove(report.id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`No saved report with id ${report.id}.`);
    expect((await get(`/me/reports/${report.id}`, owner.token)).statusCode).toBe(200);
    expect((await remove('00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(
      404,
    );
    const bad = await remove('not-a-uuid', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a UUID/);
  });

  it('answers 401 without a session, before reading the id', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    expect((await remove(report.id)).statusCode).toBe(401);
    expect((await remove('not-a-uuid')).statusCode).toBe(401);
    expect((await get(`/me/reports/${report.id}`, token)).statusCode).toBe(200);
  });
});
