import { randomUUID } from 'node:crypto';
import type { DraftResponse, DraftSaved } from '@foodhub/contracts';
import { stepperDrafts } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const draft = {
  stepper: {
    version: 2,
    state: { companyProfile: { name: 'Bäckerei Huber' }, wasteInfo: { surplusName: 'Brot' } },
  },
  analysis: { version: 2, state: { lifecycleStage: 'retail' } },
};

const call = (method: 'GET' | 'PUT' | 'DELETE', token?: string, payload?: unknown, raw?: string) =>
  ctx.app.inject({
    method,
    url: '/tool/api/me/draft',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(raw !== undefined
      ? { payload: raw }
      : payload !== undefined
        ? { payload: JSON.stringify(payload) }
        : {}),
  });

describe('the draft of the stepper and analysis entries', () => {
  it('is saved, read back as saved, replaced by the next save and deleted', async () => {
    const { token } = await signedInUser(ctx);
    expect((await call('GET', token)).statusCode).toBe(404);

    const saved = await call('PUT', token, { data: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const { updated_at } = saved.json<DraftSaved>();
    expect(Number.isNaN(Date.parse(updated_at))).toBe(false);

    const read = await call('GET', token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json<DraftResponse>()).toEqual({ data: draft, updated_at });

    const next = { stepper: { version: 2, state: { wasteInfo: { surplusName: 'Äpfel' } } } };
    const again = await call('PUT', token, { data: next });
    expect(again.statusCode).toBe(200);
    const reread = (await call('GET', token)).json<DraftResponse>();
    expect(reread.data).toEqual(next);
    expect(Date.parse(reread.updated_at)).toBeGreaterThanOrEqual(Date.parse(updated_at));

    const deleted = await call('DELETE', token);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', token)).statusCode).toBe(404);
    // Deleting what is not there is no error.
    expect((await call('DELETE', token)).statusCode).toBe(204);
  });

  it('never shows or touches another user’s draft', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    await call('PUT', owner.token, { data: draft });
    expect((await call('GET', other.token)).statusCode).toBe(404);
    await call('PUT', other.token, { data: { stepper: { version: 2, state: {} } } });
    await call('DELETE', other.token);
    expect((await call('GET', owner.token)).json<DraftResponse>().data).toEqual(draft);
  });

  it('answers 401 without a session, whatever the body', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, { data: draft })).statusCode).toBe(401);
    expect((await call('PUT', undefined, { nonsense: true })).statusCode).toBe(401);
    expect((await call('DELETE')).statusCode).toBe(401);
    expect((await call('GET', 'not.a.token')).statusCode).toBe(401);
  });

  it('refuses a body that is not { data: object } with 400 and says why', async () => {
    const { token } = await signedInUser(ctx);
    const cases: [unknown, RegExp][] = [
      [{}, /data/],
      [[], /The body must be/],
      [{ data: [1, 2] }, /data must be an object/],
      [{ data: 'text' }, /data must be an object/],
      [{ data: null }, /data must be an object/],
      [{ data: {}, extra: 1 }, /extra|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const broken = await call('PUT', token, undefined, '{"data":');
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', token)).statusCode).toBe(404);
  });

  it('refuses a draft over 100 KB with 413 and keeps the one before', async () => {
    const { token } = await signedInUser(ctx);
    await call('PUT', token, { data: draft });
    const big = { stepper: { note: 'x'.repeat(210 * 1024) } };
    const res = await call('PUT', token, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    expect((await call('GET', token)).json<DraftResponse>().data).toEqual(draft);
    // Somewhat below the limit is fine.
    const large = { stepper: { note: 'x'.repeat(90 * 1024) } };
    expect((await call('PUT', token, { data: large })).statusCode).toBe(200);
  });

  it('goes with the account', async () => {
    const { token } = await signedInUser(ctx);
    const marker = randomUUID();
    await call('PUT', token, { data: { ...draft, marker } });
    const rows = await ctx.deps.db.select().from(stepperDrafts);
    const mine = rows.find((r) => r.data.marker === marker);
    expect(mine).toBeDefined();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await ctx.deps.db
      .select()
      .from(stepperDrafts)
      .where(eq(stepperDrafts.userId, mine!.userId));
    expect(left).toEqual([]);
  });
});
