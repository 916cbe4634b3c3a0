import type { SavedReport } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReportReferences, postReport, reportBody } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SAVED_REPORTS_MAX: '2' } });
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

/** The bakery's report with another amount: other inputs, so another report. */
const bodyOf = (kg: number, language: 'en' | 'de' = 'en') =>
  reportBody({
    language,
    wasteInfo: {
      surplusName: 'Bread, French bread, baguette',
      amount: { value: kg, unit: 'kg' },
      frequency: { times: 2, interval: 'week' },
    },
    transport: null,
  });

describe('the reports one account keeps (SAVED_REPORTS_MAX)', () => {
  it('refuses new inputs at the cap with REPORT_LIMIT_REACHED and the number', async () => {
    const { token } = await signedInUser(ctx);
    expect((await postReport(ctx, bodyOf(100), token)).statusCode).toBe(201);
    const second = await postReport(ctx, bodyOf(200), token);
    expect(second.statusCode).toBe(201);

    const refused = await postReport(ctx, bodyOf(300), token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message:
        'This account already keeps 2 reports, the most it can keep. This report was not saved.',
      code: 'REPORT_LIMIT_REACHED',
      params: { max: '2' },
    });
    const list = await ctx.app.inject({ url: '/tool/api/me/reports', headers: bearer(token) });
    expect(list.json().reports).toHaveLength(2);

    // The same inputs again replace their report (in another language too): still allowed.
    const again = await postReport(ctx, bodyOf(200, 'de'), token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<SavedReport>()).toMatchObject({ id: second.json().id, language: 'de' });
  });

  it('counts per account', async () => {
    const first = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    for (const kg of [100, 200]) {
      expect((await postReport(ctx, bodyOf(kg), first.token)).statusCode).toBe(201);
    }
    expect((await postReport(ctx, bodyOf(300), other.token)).statusCode).toBe(201);
  });
});
