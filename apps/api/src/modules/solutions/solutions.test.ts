import { providerCompanies, providerSolutions } from '@foodhub/db';
import type { MatchResponse } from '@foodhub/contracts';
import { SOLUTION_CATEGORIES } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  token = (await signedInUser(ctx)).token;
});
afterAll(() => ctx.close());

const URL = '/tool/api/solutions/match?includeVCG=true&includeScore=true&includeReasoning=true';

async function match(payload: unknown, url = URL) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function matchOk(userInputs: unknown, url = URL): Promise<MatchResponse> {
  const res = await match({ userInputs }, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const categories = (body: MatchResponse) =>
  body.solutions.map((s) => (s.solution_origin === 'dataset' ? s.solution_category : 'vcg'));

describe('POST /solutions/match', () => {
  it('needs a login', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: URL, payload: { userInputs: {} } });
    expect(res.statusCode).toBe(401);
  });

  it('answers solutions ordered by score, with scores, reasoning and factors keyed by id', async () => {
    const body = await matchOk({
      companyProfile: { name: 'Bäckerei Huber', businessCategory: 'Bakery' },
      wasteInfo: {
        surplusName: 'Bread',
        foodGroups: ['Cereal products'],
        amount: { value: 40, unit: 'kg' },
        frequency: { times: 1, interval: 'week' },
      },
    });
    expect(body.solutions.length).toBeGreaterThan(3);
    const ids = body.solutions.map((s) => (s.solution_origin === 'dataset' ? s.solution_id : s.id));
    expect(Object.keys(body.details.scores).sort()).toEqual([...ids].sort());
    expect(Object.keys(body.details.reasoning).sort()).toEqual([...ids].sort());
    expect(Object.keys(body.details.factors).sort()).toEqual([...ids].sort());
    const scores = ids.map((id) => body.details.scores[id]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0);
    for (const score of scores) expect(score).toBeLessThanOrEqual(100);
    expect(categories(body)[0]).toBe('Reuse (human)');
    const first = body.solutions[0]!;
    expect(first).toMatchObject({
      solution_origin: 'dataset',
      process_name: expect.any(String),
      description: expect.any(String),
      solution_category: expect.any(String),
      solution_subcategory: expect.any(String),
      general_constraints: expect.any(String),
      solution_result: expect.any(Array),
      general_accepted_food_types: {
        food_group: expect.any(Array),
        food_subgroup: expect.any(Array),
        surplus_name: expect.any(Array),
        business_category: expect.any(Array),
      },
      technology_readiness_level: expect.any(Number),
      sources: expect.arrayContaining([
        expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) }),
      ]),
    });
    if (first.solution_origin === 'dataset') expect(first._id).toBe(first.solution_id);
    // The reasoning names this input's facts, not boilerplate.
    expect(body.details.reasoning[ids[0]!]).toMatch(/"Bread"/);
    expect(body.details.reasoning[ids[0]!]).toMatch(/40 kg per week/);
  });

  it('accepts an empty form and the spec’s alternative spellings', async () => {
    // Nothing says what the surplus is: no pretend ranking, a message instead.
    const empty = await matchOk({});
    expect(empty.solutions).toEqual([]);
    expect(empty.details.surplus).toMatchObject({ readable: false, state: null });
    expect(empty.details.surplus.message).toContain('We could not tell what the surplus is');
    expect((await match({})).statusCode).toBe(200);
    const body = await matchOk({
      companyProfile: { location: { postal_code: '8010', city: 'Graz' }, naceCodes: ['10.71'] },
      wasteInfo: { surplusName: 'Brot', amount: { value: 5, unit: 'lb' } },
    });
    expect(body.solutions.length).toBeGreaterThan(0);
  });

  it('leaves out scores or reasoning when asked to', async () => {
    const input = { wasteInfo: { surplusName: 'apples' } };
    const noScore = await matchOk(input, '/tool/api/solutions/match?includeScore=false');
    expect(noScore.details.scores).toEqual({});
    expect(Object.keys(noScore.details.reasoning).length).toBe(noScore.solutions.length);
    const noReasoning = await matchOk(input, '/tool/api/solutions/match?includeReasoning=false');
    expect(noReasoning.details.reasoning).toEqual({});
    expect(noReasoning.solutions.map((s) => s.solution_origin)).not.toContain('vcg.ai');
  });

  it('says which routes it left out and why, and how it read the surplus', async () => {
    const body = await matchOk({
      companyProfile: { businessCategory: 'Supermarkt' },
      wasteInfo: { surplusName: 'Joghurt', additionalSurplusInfo: 'Verbrauchsdatum überschritten' },
    });
    expect(categories(body)).not.toContain('Reuse (human)');
    expect(body.details.surplus).toMatchObject({
      state: 'spoiled',
      state_source: 'inferred',
      state_words: 'Verbrauchsdatum überschritten',
      identity: 'food',
      readable: true,
    });
    const foodBank = body.details.excluded.find((e) => e.solution_id === 'reuse-food-bank');
    expect(foodBank).toMatchObject({
      solution_category: 'Reuse (human)',
      end_use: 'human_food',
      rule: 'unsafe-not-food-or-feed',
      safety: true,
    });
    expect(foodBank!.reason).toContain('use-by date');
    // Nothing is both proposed and excluded.
    const proposed = new Set(
      body.solutions.map((s) => (s.solution_origin === 'dataset' ? s.solution_id : s.id)),
    );
    expect(body.details.excluded.filter((e) => proposed.has(e.solution_id))).toEqual([]);
  });

  it('takes the condition the user gives, and refuses one it does not know', async () => {
    const told = await matchOk({
      wasteInfo: { surplusName: 'Joghurt abgelaufen', condition: 'past_best_before' },
    });
    expect(told.details.surplus).toMatchObject({ state: 'past_best_before', state_source: 'user' });
    expect(categories(told)).toContain('Reuse (human)');
    const res = await match({ userInputs: { wasteInfo: { condition: 'fresh-ish' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('condition must be one of');
  });

  it('never proposes used cooking oil as food or feed', async () => {
    const body = await matchOk({ wasteInfo: { surplusName: 'Altspeiseöl' } });
    expect(categories(body)).not.toContain('Reuse (human)');
    expect(categories(body)).not.toContain('Upcycling (food)');
    expect(categories(body)).not.toContain('Animal feed');
    expect(categories(body)).toContain('Energy');
  });

  it('never proposes expired food for people', async () => {
    const body = await matchOk({
      wasteInfo: { surplusName: 'yoghurt', foodSubgroups: ['Expired Food'] },
    });
    expect(categories(body)).not.toContain('Reuse (human)');
    expect(categories(body)).not.toContain('Upcycling (food)');
  });

  it('never proposes restaurant leftovers as animal feed', async () => {
    const body = await matchOk({
      companyProfile: { businessCategory: 'Restaurant' },
      wasteInfo: { surplusName: 'leftovers' },
    });
    expect(categories(body)).not.toContain('Animal feed');
  });

  it.each([
    ['a body that is not an object', 'nonsense', /body/i],
    ['userInputs that is a list', { userInputs: [] }, /userInputs/],
    [
      'a negative amount',
      { userInputs: { wasteInfo: { amount: { value: -1 } } } },
      /amount.value must be 0 or more/,
    ],
    [
      'an unknown interval',
      { userInputs: { wasteInfo: { frequency: { times: 1, interval: 'year' } } } },
      /frequency.interval must be one of once, week, month/,
    ],
    ['zero times', { userInputs: { wasteInfo: { frequency: { times: 0 } } } }, /at least 1/],
    [
      'a capacity above 999 %',
      { userInputs: { wasteInfo: { monthlyCapacities: [{ capacity: 1000 }] } } },
      /0 to 999/,
    ],
    [
      'a latitude out of range',
      {
        userInputs: { companyProfile: { location_geo: { type: 'Point', coordinates: [16, 95] } } },
      },
      /latitude/,
    ],
    [
      'a surplus name of 301 characters',
      { userInputs: { wasteInfo: { surplusName: 'x'.repeat(301) } } },
      /300 characters/,
    ],
    [
      'food groups that are not texts',
      { userInputs: { wasteInfo: { foodGroups: [1] } } },
      /foodGroups/,
    ],
  ])('answers 400 for %s', async (_, payload, message) => {
    const res = await match(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 for a flag that is not true or false', async () => {
    const res = await match({ userInputs: {} }, '/tool/api/solutions/match?includeScore=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/includeScore must be true or false/);
  });
});

describe('nearby providers', () => {
  const VIENNA = { lat: 48.2082, lon: 16.3738 };

  it('counts the real providers of a solution within 50 km of the user and says so', async () => {
    const without = await matchOk({ wasteInfo: { surplusName: 'bread' } });
    const target = without.solutions[0]!;
    const targetId = target.solution_origin === 'dataset' ? target.solution_id : target.id;
    const near = [0.05, 0.2, 0.3].map((d, i) => ({
      sourceKey: `test:near-${i}`,
      dataSource: 'test',
      isSample: false,
      companyName: `Near ${i}`,
      lat: VIENNA.lat + d,
      lon: VIENNA.lon,
    }));
    // A fictional sample provider next door never counts.
    const sample = {
      sourceKey: 'test:sample',
      dataSource: 'test',
      isSample: true,
      companyName: 'Sample next door',
      lat: VIENNA.lat,
      lon: VIENNA.lon,
    };
    // About 110 km north: outside the radius.
    const far = {
      sourceKey: 'test:far',
      dataSource: 'test',
      isSample: false,
      companyName: 'Far',
      lat: VIENNA.lat + 1,
      lon: VIENNA.lon,
    };
    const rows = await ctx.deps.db
      .insert(providerCompanies)
      .values([...near, far, sample])
      .returning({ id: providerCompanies.id });
    await ctx.deps.db
      .insert(providerSolutions)
      .values(rows.map((r) => ({ providerId: r.id, solutionId: targetId })));

    const located = await matchOk({
      companyProfile: { location_geo: { type: 'Point', coordinates: [VIENNA.lon, VIENNA.lat] } },
      wasteInfo: { surplusName: 'bread' },
    });
    expect(located.details.factors[targetId]!.nearbyProviderCount).toBe(3);
    expect(located.details.reasoning[targetId]).toContain('3 providers of it within 50 km');
    const other = located.solutions.find(
      (s) => s.solution_origin === 'dataset' && s.solution_id !== targetId,
    )!;
    const otherId = other.solution_origin === 'dataset' ? other.solution_id : other.id;
    expect(located.details.factors[otherId]!.nearbyProviderCount).toBe(0);
    // No real provider near: the factor drops out rather than costing points.
    expect(located.details.factors[otherId]!.nearbyProviders).toBeNull();
    expect(without.details.factors[targetId]!.nearbyProviderCount).toBeNull();
  });
});

describe('GET /solutions and /solutions/:id', () => {
  it('lists the catalogue: at least 40 solutions in all six categories', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tool/api/solutions' });
    expect(res.statusCode).toBe(200);
    const { solutions } = res.json() as { solutions: { solution_category: string }[] };
    expect(solutions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(solutions.map((s) => s.solution_category))).toEqual(
      new Set(SOLUTION_CATEGORIES),
    );
  });

  it('answers one solution, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/tool/api/solutions' })).json();
    const id = list.solutions[0].solution_id as string;
    const one = await ctx.app.inject({ method: 'GET', url: `/tool/api/solutions/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ solution_id: id, _id: id, solution_origin: 'dataset' });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/solutions/no-such-solution',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No solution with id no-such-solution.');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/solutions/a%20b%3Cscript%3E',
    });
    expect(bad.statusCode).toBe(400);
  });
});
