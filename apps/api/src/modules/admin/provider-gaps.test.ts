import type { MatchRequest, MatchResponse, ProviderGaps } from '@foodhub/contracts';
import {
  findOffersNotTaken,
  findProviderGaps,
  findUserByEmail,
  OFFER_NOT_TAKEN_AT,
  offers,
  providerCompanies,
  providerSolutions,
  savedSurpluses,
} from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { ENTRY_SOLUTION, entryInput, saveEntry } from '../../../test/provider-entry-fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { surplusColumns } from '../saved-work/remember-match';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import { providerGaps } from './provider-gaps';

const ADMIN = 'gaps.admin@example.at';

let ctx: TestContext;
let userId = '';
let adminToken = '';
let ids: string[] = [];

// Graz, Hauptplatz; 0.1° of latitude is about 11.1 km.
const GRAZ = { lat: 47.0707, lon: 15.4395 };

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  adminToken = (await signedInUser(ctx, { email: ADMIN })).token;
  const { email } = await signedInUser(ctx);
  userId = (await findUserByEmail(ctx.deps.db, email))!.id;
  ids = (await ctx.deps.db.query.solutions.findMany({ columns: { id: true }, limit: 5 })).map(
    (s) => s.id,
  );
});
afterAll(() => ctx.close());

const answerOf = (solutionIds: string[], name = (id: string) => `Solution ${id}`) => ({
  solutions: solutionIds.map((id) => ({
    solution_id: id,
    _id: id,
    solution_origin: 'dataset',
    process_name: name(id),
  })),
  details: {},
});

let key = 0;
async function saveSurplus(
  point: [number, number] | null,
  solutionIds: string[],
  wasteInfo: Record<string, unknown>,
  city = 'Graz',
  name?: (id: string) => string,
) {
  key += 1;
  const inputs = {
    companyProfile: {
      location: { city, country: 'Austria' },
      ...(point ? { location_geo: { type: 'Point', coordinates: point } } : {}),
    },
    wasteInfo,
  };
  const answer = answerOf(solutionIds, name);
  await ctx.deps.db.insert(savedSurpluses).values({
    userId,
    inputKey: `gap-${key}`,
    surplusName: 'Brot',
    inputs,
    answer,
    // The summary columns, as saving a match through the API fills them.
    ...surplusColumns(inputs as MatchRequest['userInputs'], answer as unknown as MatchResponse),
    updatedAt: new Date(Date.UTC(2026, 10, key)),
  });
}

async function addProvider(solutionId: string, lat: number, isSample: boolean, status?: string) {
  key += 1;
  const [row] = await ctx.deps.db
    .insert(providerCompanies)
    .values({
      sourceKey: `test:gap-${key}`,
      dataSource: 'test',
      isSample,
      companyName: `Provider ${key}`,
      lat,
      lon: GRAZ.lon,
      ...(status ? { status } : {}),
    })
    .returning({ id: providerCompanies.id });
  await ctx.deps.db.insert(providerSolutions).values({ providerId: row!.id, solutionId });
}

describe('provider gaps', () => {
  it('lists solution × place where surpluses found no real provider within 50 km', async () => {
    const [s1, s2, s3, s4] = ids as [string, string, string, string];
    const weekly = { amount: { value: 40 }, frequency: { times: 1, interval: 'week' } };
    await saveSurplus([GRAZ.lon, GRAZ.lat], [s1, s2, s3, s4], weekly);
    await saveSurplus([GRAZ.lon, GRAZ.lat], [s1, s2], { amount: { value: 10 } });
    // Without a located address there is no 'near': not counted.
    await saveSurplus(null, [s1], weekly, 'Nowhere');
    // A sample near Graz is no real provider; a real one 11 km away is; one 122 km away is not near.
    await addProvider(s1, GRAZ.lat + 0.01, true);
    await addProvider(s2, GRAZ.lat + 0.1, false);
    await addProvider(s3, GRAZ.lat + 1.1, false);
    // s4 is the fourth solution of its answer: too far down to count.

    const result = await providerGaps(ctx.deps.db);
    expect(result.radiusKm).toBe(50);
    expect(result.surplusesRead).toBe(3);
    expect(result.gaps.map((g) => [g.solutionId, g.city, g.surpluses])).toEqual([
      [s1, 'Graz', 2],
      [s3, 'Graz', 1],
    ]);
    const [first, second] = result.gaps;
    // 40 kg a week plus a one-time 10 kg.
    expect(first).toMatchObject({ country: 'Austria', kgPerWeek: 50, nearestKm: null });
    expect(first!.solutionName).toBe(`Solution ${s1}`);
    expect(first!.lastSearchedAt).toBe(new Date(Date.UTC(2026, 10, 2)).toISOString());
    expect(second!.nearestKm).toBeGreaterThan(120);
    expect(second!.nearestKm).toBeLessThan(125);

    // A real provider near Graz closes the gap at once.
    await addProvider(s1, GRAZ.lat - 0.2, false);
    const after = await providerGaps(ctx.deps.db);
    expect(after.gaps.map((g) => g.solutionId)).toEqual([s3]);
  });

  it('closes a gap only with a provider users see, not an entry waiting or taken off', async () => {
    const s3 = ids[2]!;
    for (const status of ['pending', 'rejected', 'withdrawn']) {
      await addProvider(s3, GRAZ.lat, false, status);
    }
    expect((await providerGaps(ctx.deps.db)).gaps.map((g) => g.solutionId)).toEqual([s3]);
    await addProvider(s3, GRAZ.lat, false, 'approved');
    expect((await providerGaps(ctx.deps.db)).gaps).toEqual([]);
  });
});

describe('provider gaps at scale', () => {
  it('finds the same gaps walking the index nearest first as measuring every provider', async () => {
    // Innsbruck: the providers of these tests are near Graz, about 300 km away.
    const weekly = { amount: { value: 5 }, frequency: { times: 1, interval: 'week' } };
    await saveSurplus([11.4041, 47.2692], ids.slice(0, 3), weekly, 'Innsbruck');
    const query = { surpluses: 10_000, solutionsPerSurplus: 3, radiusKm: 50 };
    const scanned = await findProviderGaps(ctx.deps.db, { ...query, scanMaxProviders: 1_000 });
    const walked = await findProviderGaps(ctx.deps.db, { ...query, scanMaxProviders: 0 });
    expect(walked).toEqual(scanned);
    const innsbruck = scanned.gaps.filter((g) => g.city === 'Innsbruck');
    expect(innsbruck.map((g) => g.solutionId).sort()).toEqual(ids.slice(0, 3).sort());
    // The nearest real providers of these solutions lie by Graz (or farther), 250 km and more.
    for (const gap of innsbruck) expect(gap.nearestKm).toBeGreaterThan(250);
  });

  it('reads only the latest surpluses, and skips rows whose summary is not filled yet', async () => {
    const before = await findProviderGaps(ctx.deps.db, {
      surpluses: 10_000,
      solutionsPerSurplus: 3,
      radiusKm: 50,
    });
    await ctx.deps.db.insert(savedSurpluses).values({
      userId,
      inputKey: 'gap-unfilled',
      surplusName: 'Brot',
      inputs: {},
      answer: answerOf([ids[4]!]),
      updatedAt: new Date(Date.UTC(2027, 0, 1)),
    });
    const after = await findProviderGaps(ctx.deps.db, {
      surpluses: 10_000,
      solutionsPerSurplus: 3,
      radiusKm: 50,
    });
    expect(after).toEqual(before);
    const latest = await findProviderGaps(ctx.deps.db, {
      surpluses: 1,
      solutionsPerSurplus: 3,
      radiusKm: 50,
    });
    expect(latest.surplusesRead).toBe(1);
  });
});

describe('GET /admin/provider-gaps', () => {
  const gapsIn = async (headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/admin/provider-gaps',
      headers: { ...bearer(adminToken), ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    return res.json<ProviderGaps>().gaps.filter((g) => g.city === 'Ljubljana');
  };

  it('groups by solution id whatever language a search stored its name in, and names it in the reader’s', async () => {
    // Ljubljana, about 200 km from Graz: no provider of these tests is near.
    const ljubljana: [number, number] = [14.5058, 46.0569];
    const weekly = { amount: { value: 20 }, frequency: { times: 1, interval: 'week' } };
    for (const name of [
      'Podaritev banki hrane',
      'Donazione a un banco alimentare',
      'Donation to a food bank',
    ]) {
      await saveSurplus(ljubljana, ['reuse-food-bank'], weekly, 'Ljubljana', () => name);
    }

    const english = await gapsIn();
    expect(english.map((g) => [g.solutionId, g.solutionName, g.surpluses])).toEqual([
      ['reuse-food-bank', 'Donation to a food bank', 3],
    ]);
    const german = await gapsIn({ 'accept-language': 'de-AT,de;q=0.9' });
    expect(german.map((g) => [g.solutionName, g.surpluses])).toEqual([['Spende an eine Tafel', 3]]);
    const slovenian = await gapsIn({ 'accept-language': 'sl' });
    expect(slovenian[0]?.solutionName).toBe('Podaritev banki hrane');
  });
});

describe('offers no provider took', () => {
  const HOUR = 3600_000;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/tool/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Bread of the day before from Žabnica, every condition question answered and none failing. */
  const bread = {
    surplusName: 'Kruh',
    foodGroups: ['Cereal products'],
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
    conditionAnswers: {
      dateKind: 'best_before',
      datePassed: 'no',
      keptCold: 'not_needed',
      packaging: 'unpacked',
      labelled: 'yes',
      spoilage: 'none',
    },
  };
  const zabnica = {
    name: 'Pekarna Žabnica',
    location: { address: 'Žabnica 1', city: 'Žabnica', postalCode: '4209', country: 'Slovenia' },
    location_geo: { type: 'Point', coordinates: [14.2893, 46.2125] },
    businessCategory: 'Retailer',
  };
  let bakery = '';
  let foodBank = '';
  let providerId = '';

  beforeAll(async () => {
    // The impact of a handover is computed from the reference data.
    await loadReferenceFixtures(ctx.deps.db);
    bakery = (await signedInUser(ctx)).token;
    foodBank = (await signedInUser(ctx)).token;
    // Vienna: no gap of the tests above is near it.
    const entry = await saveEntry(ctx, foodBank, entryInput({ company_name: 'Tafel Wien' }));
    providerId = entry.provider_id;
    await ok('POST', `/admin/provider-entries/${entry.id}/approve`, adminToken, {});
  });

  async function send(overrides: { companyProfile?: object; wasteInfo?: object } = {}) {
    const res = await call('POST', '/me/offers', bakery, {
      providerId,
      solutionId: ENTRY_SOLUTION,
      companyProfile: zabnica,
      wasteInfo: bread,
      pickup_from: at(2),
      pickup_to: at(26),
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const decline = (id: string) =>
    ok('POST', `/me/provider/offers/${id}/decline`, foodBank, { reason: 'no_capacity' });
  /** Its window ended then, unanswered. */
  const windowEnded = (id: string, endedAt: Date) =>
    ctx.deps.db
      .update(offers)
      .set({ pickupFrom: new Date(endedAt.getTime() - 2 * HOUR), pickupTo: endedAt })
      .where(eq(offers.id, id));

  it('counts declined and expired offers by month, place, food group and solution', async () => {
    const now = new Date();
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    const thisMonth = now.toISOString().slice(0, 7);
    const lastMonthDay = new Date(Date.UTC(y, m - 1, 15, 12));
    const lastMonth = lastMonthDay.toISOString().slice(0, 7);

    // This month in Žabnica: two declined, one unanswered until its window ended an hour ago.
    await decline(await send());
    await decline(await send());
    await windowEnded(await send(), new Date(now.getTime() - 60_000));
    // Taken, or taken back by the donor: no gap.
    const accepted = await send();
    await ok('POST', `/me/provider/offers/${accepted}/accept`, foodBank, { pickup_at: at(5) });
    const handed = await send();
    await ok('POST', `/me/provider/offers/${handed}/accept`, foodBank, { pickup_at: at(5) });
    await ok('POST', `/me/offers/${handed}/handover`, bakery, { handed_over_kg: 30 });
    await ok('POST', `/me/offers/${await send()}/withdraw`, bakery, {});
    // Still waiting in its window: not yet unanswered.
    await send();
    // Last month: one whose window ended then (expired only now, by the gaps' read).
    await windowEnded(await send(), lastMonthDay);
    // Two months ago: another period, not counted.
    const old = await send();
    await decline(old);
    await ctx.deps.db
      .update(offers)
      .set({ updatedAt: new Date(Date.UTC(y, m - 2, 15)) })
      .where(eq(offers.id, old));
    // From Graz, of two food groups: counted under each.
    await decline(
      await send({
        companyProfile: {
          ...zabnica,
          location: { city: ' graz ', country: 'Austria' },
          location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
        },
        wasteInfo: { ...bread, foodGroups: ['Cereal products', 'Beverages'] },
      }),
    );

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/admin/provider-gaps',
      headers: { ...bearer(adminToken), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { offersNotTaken } = res.json<ProviderGaps>();
    expect(offersNotTaken.months).toEqual([lastMonth, thisMonth]);
    const counted = offersNotTaken.rows.map((r) => [
      r.period,
      r.country,
      r.city,
      r.foodGroup,
      r.solutionId,
      r.offers,
      r.declined,
      r.expired,
    ]);
    expect(counted).toEqual([
      [thisMonth, 'SI', 'Žabnica', 'Cereal products', ENTRY_SOLUTION, 3, 2, 1],
      // One offer of two food groups: under each.
      [thisMonth, 'AT', 'graz', 'Beverages', ENTRY_SOLUTION, 1, 1, 0],
      [thisMonth, 'AT', 'graz', 'Cereal products', ENTRY_SOLUTION, 1, 1, 0],
      [lastMonth, 'SI', 'Žabnica', 'Cereal products', ENTRY_SOLUTION, 1, 0, 1],
    ]);
    // Named in the reader's language; an expired offer counts when its window ended.
    expect(offersNotTaken.rows[0]!.solutionName).toBe('Spende an eine Tafel');
    expect(offersNotTaken.rows.at(-1)!.lastAt).toBe(lastMonthDay.toISOString());
  });

  it('keeps a bounded number of groups per month', async () => {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const all = await findOffersNotTaken(ctx.deps.db, { start, end, perMonth: 50 });
    const one = await findOffersNotTaken(ctx.deps.db, { start, end, perMonth: 1 });
    expect(all).toHaveLength(4);
    // The largest group of each month.
    expect(one).toEqual([all[0], all[3]]);
  });

  it('reads the index of the offers no provider took', async () => {
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`
        explain select o.id from offers o
        where o.status in ('declined', 'expired')
          and ${OFFER_NOT_TAKEN_AT} >= ${new Date(0).toISOString()}::timestamptz
          and ${OFFER_NOT_TAKEN_AT} < ${new Date().toISOString()}::timestamptz`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('offers_not_taken_idx');
  });
});
