import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { loadReportReferences, reportBody } from '../../../test/report-fixtures';
import { bearer, signedInUser } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

it('saves a trip without points', async () => {
  const { token } = await signedInUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/me/reports',
    headers: bearer(token),
    payload: reportBody({
      transport: {
        source: 'Hauptplatz 1, 8010 Graz',
        destination: 'Hauptplatz 1, 8010 Graz',
        transport_weight_kg: 130,
      },
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
});
