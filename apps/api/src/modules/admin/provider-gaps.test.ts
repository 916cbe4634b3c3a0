import type { MatchRequest, MatchResponse, ProviderGaps } from '@foodhub/contracts';
import {
  findProviderGaps,
  findUserByEmail,
  providerCompanies,
  providerSolutions,
  savedSurpluses,
} from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
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
