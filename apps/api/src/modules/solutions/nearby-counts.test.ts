import { providerCompanies, providerSolutions } from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import { nearbyCounts } from './nearby-counts';

// Kranj, far from the other tests' providers.
const KRANJ = { lat: 46.2389, lon: 14.3556 };
const FOOD_BANK = 'reuse-food-bank';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(() => ctx.close());

async function addProvider(key: string, lat: number, lon: number): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(providerCompanies)
    .values({ sourceKey: `nearby:${key}`, dataSource: 'test', companyName: key, lat, lon })
    .returning({ id: providerCompanies.id });
  await ctx.deps.db
    .insert(providerSolutions)
    .values({ providerId: row!.id, solutionId: FOOD_BANK });
  return row!.id;
}

const foodBanks = async (now?: number) =>
  (await nearbyCounts(ctx.deps.db, KRANJ.lat, KRANJ.lon, now)).get(FOOD_BANK) ?? 0;

describe('the providers near a point, kept while the providers stand', () => {
  it('counts again after every committed change of a provider or its solutions', async () => {
    expect(await foodBanks()).toBe(0);
    const near = await addProvider('Banka hrane Kranj', 46.24, 14.36);
    expect(await foodBanks()).toBe(1);
    // 60 km away: outside the 50 km.
    await addProvider('Banka hrane Celje', 46.2309, 15.2604);
    expect(await foodBanks()).toBe(1);
    await ctx.deps.db
      .update(providerCompanies)
      .set({ status: 'withdrawn' })
      .where(eq(providerCompanies.id, near));
    expect(await foodBanks()).toBe(0);
    await ctx.deps.db
      .update(providerCompanies)
      .set({ status: 'listed' })
      .where(eq(providerCompanies.id, near));
    expect(await foodBanks()).toBe(1);
    await ctx.deps.db.delete(providerSolutions).where(eq(providerSolutions.providerId, near));
    expect(await foodBanks()).toBe(0);
  });

  it('keeps a count ten minutes at most, whatever the version says', async () => {
    const now = Date.now();
    const first = await foodBanks(now);
    // Written past the triggers (as a restore might): the version stands still.
    const triggers = (action: 'disable' | 'enable') =>
      Promise.all(
        [
          ['provider_companies', 'provider_companies_changed'],
          ['provider_solutions', 'provider_solutions_changed'],
        ].map(([table, trigger]) =>
          ctx.deps.db.execute(sql.raw(`alter table ${table} ${action} trigger ${trigger}`)),
        ),
      );
    await triggers('disable');
    try {
      await addProvider('Banka hrane Škofja Loka', 46.1655, 14.3063);
    } finally {
      await triggers('enable');
    }
    expect(await foodBanks(now + 60_000)).toBe(first);
    expect(await foodBanks(now + 11 * 60_000)).toBe(first + 1);
  });
});
