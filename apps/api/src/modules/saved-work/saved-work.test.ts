import type { SavedSurplusDetail, SavedSurplusSummary } from '@foodhub/contracts';
import { savedSurpluses } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, matchAnswer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(() => ctx.close());

const bread = {
  companyProfile: { businessCategory: 'Bakery' },
  wasteInfo: {
    surplusName: 'Brot',
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
  },
};

const match = (token: string, userInputs: unknown) => matchAnswer(ctx, token, userInputs);

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: token ? bearer(token) : {} });

describe('saved surpluses', () => {
  it('keeps each matched surplus with its entries and answer, the latest first', async () => {
    const { token } = await signedInUser(ctx);
    const answer = await match(token, bread);
    await match(token, { wasteInfo: { surplusName: 'Äpfel' } });
    // The same entries again, keys in another order: one surplus, not two.
    await match(token, { wasteInfo: { ...bread.wasteInfo }, companyProfile: bread.companyProfile });

    const list = await get('/me/surpluses', token);
    expect(list.statusCode).toBe(200);
    const { surpluses } = list.json<{ surpluses: SavedSurplusSummary[] }>();
    expect(surpluses.map((s) => s.surplus_name)).toEqual(['Brot', 'Äpfel']);
    const [brot] = surpluses;
    const first = answer.solutions[0]!;
    const firstId = first.solution_origin === 'dataset' ? first.solution_id : first.id;
    expect(brot).toMatchObject({
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
      best_solution: { id: firstId, score: answer.details.scores[firstId] },
    });

    const one = await get(`/me/surpluses/${brot!.id}`, token);
    expect(one.statusCode).toBe(200);
    const detail = one.json<SavedSurplusDetail>();
    expect(detail.inputs).toEqual(bread);
    // The answer as it was given: reopened without matching again.
    expect(detail.answer).toEqual(answer);
  });

  it('never shows another user’s surplus: 404 as for an unknown id', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    await match(owner.token, bread);
    const [mine] = (await get('/me/surpluses', owner.token)).json<{
      surpluses: SavedSurplusSummary[];
    }>().surpluses;
    expect((await get(`/me/surpluses/${mine!.id}`, other.token)).statusCode).toBe(404);
    expect((await get('/me/surpluses', other.token)).json()).toEqual({ surpluses: [] });
    const unknown = await get('/me/surpluses/00000000-0000-4000-8000-000000000000', owner.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 for an id that is no UUID and 401 without a session', async () => {
    const { token } = await signedInUser(ctx);
    const bad = await get('/me/surpluses/not-a-uuid', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a UUID/);
    expect((await get('/me/surpluses')).statusCode).toBe(401);
  });

  it('is in the data download and goes with the account', async () => {
    const { token } = await signedInUser(ctx);
    await match(token, bread);
    const exported = (await get('/me/export', token)).json<{
      savedSurpluses: { surplusName: string }[];
    }>();
    expect(exported.savedSurpluses.map((s) => s.surplusName)).toEqual(['Brot']);
    const before = (await ctx.deps.db.select().from(savedSurpluses)).length;
    await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(token),
    });
    expect((await ctx.deps.db.select().from(savedSurpluses)).length).toBe(before - 1);
  });
});
