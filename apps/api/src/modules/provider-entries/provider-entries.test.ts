import type {
  MatchResponse,
  ProviderCompaniesResponse,
  ProviderEntry,
  ProviderEntryInput,
} from '@foodhub/contracts';
import { PROVIDER_ENTRY_COUNTRIES } from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import {
  ENTRY_SOLUTION,
  entryInput,
  myProvider,
  saveEntry,
} from '../../../test/provider-entry-fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The owner's side of a provider entry: what an organisation's account can do with its own
// entry, and that users see nothing of it before the operator approves it (the review itself is
// in provider-entries.review.test.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(() => ctx.close());

const roles = async (token: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/tool/api/user/info', headers: bearer(token) })
  ).json<{ roles: string[] }>().roles;

async function providersNear(token: string, lat: number, lon: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/tool/api/provider_companies?solution_id=${ENTRY_SOLUTION}&lat=${lat}&lon=${lon}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderCompaniesResponse>();
}

/** How many providers of the entries' solution a match at this point counts as nearby. */
async function nearbyCount(token: string, lat: number, lon: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/solutions/match?includeScore=true&includeReasoning=true',
    headers: bearer(token),
    payload: {
      userInputs: {
        companyProfile: { location_geo: { type: 'Point', coordinates: [lon, lat] } },
        wasteInfo: { surplusName: 'bread' },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const count = res.json<MatchResponse>().details.factors[ENTRY_SOLUTION]?.nearbyProviderCount;
  expect(count).toEqual(expect.any(Number));
  return count;
}

describe('/me/provider without a session', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s answers 401 before it checks the body',
    async (method) => {
      const res = await myProvider(
        ctx,
        method,
        undefined,
        method === 'PUT' ? { bad: 1 } : undefined,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('an organisation’s own entry', () => {
  it('answers 404 PROVIDER_ENTRY_NONE while the account has none', async () => {
    const { token } = await signedInUser(ctx);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await myProvider(ctx, method, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Your account has no provider entry yet.',
        code: 'PROVIDER_ENTRY_NONE',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is created pending, with the provider role, and users see nothing of it yet', async () => {
    const owner = await signedInUser(ctx);
    const user = await signedInUser(ctx);
    const [lon, lat] = [16.5, 48.3];
    const before = await providersNear(user.token, lat, lon);
    const countBefore = await nearbyCount(user.token, lat, lon);

    const body = entryInput({
      company_name: '  Tafel Pending  ',
      location_geo: { type: 'Point', coordinates: [lon, lat] },
      // Once each, in id order.
      solution_ids: [ENTRY_SOLUTION, 'reuse-soup-kitchen', ENTRY_SOLUTION],
      website: ' ',
    });
    const res = await myProvider(ctx, 'PUT', owner.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entry = res.json<ProviderEntry>();
    expect(entry).toEqual({
      ...entryInput(),
      company_name: 'Tafel Pending',
      location: { ...entryInput().location, country: 'AT' },
      location_geo: { type: 'Point', coordinates: [lon, lat] },
      website: null,
      solution_ids: [ENTRY_SOLUTION, 'reuse-soup-kitchen'],
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      provider_id: entry.id,
      status: 'pending',
      verified_at: null,
      review_changes: null,
      rejection_reason: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect((await myProvider(ctx, 'GET', owner.token)).json()).toEqual(entry);
    expect(await roles(owner.token)).toEqual(['provider']);

    const after = await providersNear(user.token, lat, lon);
    expect(after.total).toBe(before.total);
    expect(after.provider_companies.map((p) => ('_id' in p ? p._id : ''))).not.toContain(entry.id);
    expect(await nearbyCount(user.token, lat, lon)).toBe(countBefore);
  });

  it('saves the account’s own entry again, and a second account only ever gets its own', async () => {
    const first = await signedInUser(ctx);
    const second = await signedInUser(ctx);
    const mine = await saveEntry(ctx, first.token, entryInput({ company_name: 'Erste Tafel' }));
    const edited = await saveEntry(
      ctx,
      first.token,
      entryInput({ company_name: 'Erste Tafel Wien', description: null }),
    );
    expect(edited).toMatchObject({ id: mine.id, status: 'pending', description: null });

    // The same body from another account: a new entry of its own; the first one stays as it is.
    const theirs = await saveEntry(
      ctx,
      second.token,
      entryInput({ company_name: 'Erste Tafel Wien' }),
    );
    expect(theirs.id).not.toBe(mine.id);
    await saveEntry(ctx, second.token, entryInput({ company_name: 'Zweite Tafel' }));
    const firstNow = (await myProvider(ctx, 'GET', first.token)).json<ProviderEntry>();
    expect(firstNow).toEqual(edited);
    expect((await myProvider(ctx, 'GET', second.token)).json()).toMatchObject({
      id: theirs.id,
      company_name: 'Zweite Tafel',
    });
  });

  it('withdraws the entry, and a later save submits it again', async () => {
    const owner = await signedInUser(ctx);
    const entry = await saveEntry(ctx, owner.token);
    const withdrawn = await myProvider(ctx, 'DELETE', owner.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: entry.id, status: 'withdrawn' });
    // Withdrawing twice changes nothing.
    expect((await myProvider(ctx, 'DELETE', owner.token)).json()).toEqual(withdrawn.json());
    // Saving it unchanged is a new submission.
    expect(await saveEntry(ctx, owner.token)).toMatchObject({ id: entry.id, status: 'pending' });
  });
});

describe('PUT /me/provider refuses', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signedInUser(ctx)).token;
  });

  const base = entryInput();
  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { company_name: undefined }, 'company_name is required'],
    ['a blank name', { company_name: '   ' }, 'company_name is required'],
    [
      'a negative capacity',
      { capacity: [{ ...base.capacity![0], max_kg_per_week: -1 }] },
      'capacity.max_kg_per_week must be 0 or more',
    ],
    [
      'a bad e-mail',
      { contact: { email: 'eva at example', phone: null } },
      'contact.email must be an e-mail address',
    ],
    ['no solution', { solution_ids: [] }, 'Choose at least one solution you offer'],
    [
      'a latitude beyond 90',
      { location_geo: { type: 'Point', coordinates: [16.3, 91] } },
      'latitude is -90 to 90',
    ],
    [
      'a longitude beyond 180',
      { location_geo: { type: 'Point', coordinates: [181, 48] } },
      'longitude is -180 to 180',
    ],
    ['no location', { location_geo: undefined }, 'location_geo'],
    ['an unknown needed', { capacity: [{ ...base.capacity![0], needed: 'daily' }] }, 'capacity'],
  ])('with 400 for %s', async (_case, overrides, message) => {
    const res = await myProvider(ctx, 'PUT', token, { ...base, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json()).not.toHaveProperty('code');
  });

  it('with 422 PROVIDER_SOLUTION_UNKNOWN naming the ids the catalogue lacks', async () => {
    const res = await myProvider(ctx, 'PUT', token, {
      ...base,
      solution_ids: [ENTRY_SOLUTION, 'no-such-b', 'no-such-a'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message:
        'No solution with id no-such-a, no-such-b in the catalogue. Choose solutions of GET /solutions.',
      code: 'PROVIDER_SOLUTION_UNKNOWN',
      params: { ids: 'no-such-a, no-such-b' },
    });
  });

  it('accepts every country the tool serves, as the form offers them', () => {
    expect([...PROVIDER_ENTRY_COUNTRIES].sort()).toEqual([...SERVICE_COUNTRY_CODES].sort());
  });

  it.each(['Spain', 'US', 'Atlantis'])(
    'with 422 PROVIDER_COUNTRY_UNSUPPORTED for %s',
    async (country) => {
      const body: ProviderEntryInput = { ...base, location: { ...base.location, country } };
      const res = await myProvider(ctx, 'PUT', token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'PROVIDER_COUNTRY_UNSUPPORTED',
        params: { country, countries: 'AT, DE, IT, SI, FR, CH, LI' },
      });
    },
  );

  it('and writes nothing when it refuses', async () => {
    expect((await myProvider(ctx, 'GET', token)).statusCode).toBe(404);
    expect(await roles(token)).toEqual([]);
  });

  it.each(['Deutschland', 'SLO', 'Suisse', 'it'])('takes %s as a served country', async (c) => {
    const entry = await saveEntry(ctx, token, {
      ...base,
      location: { ...base.location, country: c },
    });
    expect(['DE', 'SI', 'CH', 'IT']).toContain(entry.location.country);
  });
});
