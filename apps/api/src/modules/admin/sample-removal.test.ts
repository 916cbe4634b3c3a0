import type {
  AdminProviderList,
  AuditLog,
  DatasetProvider,
  ProviderCompaniesResponse,
} from '@foodhub/contracts';
import { providerCompanies, providerSolutions, referenceDatasets } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  SAMPLE_PROVIDERS_DATASET,
  sampleProvidersSeedDataset,
} from '../../importers/providers.load';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The operator removes the shipped sample providers once real ones are in: users no longer see
// them, and no restart brings them back (decision 36).

const BOSS = 'samples.boss@example.at';
const FOOD_BANK = 'reuse-food-bank';

let ctx: TestContext;
let boss: string;
let user: string;
let samples: number;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  samples = await sampleProvidersSeedDataset.load(ctx.deps.db, defaultSeedDir());
  boss = (await signedInUser(ctx, { email: BOSS })).token;
  user = (await signedInUser(ctx)).token;
  const [real] = await ctx.deps.db
    .insert(providerCompanies)
    .values({
      sourceKey: 'test:real',
      dataSource: 'test',
      companyName: 'Real Tafel',
      lat: 47,
      lon: 15,
    })
    .returning({ id: providerCompanies.id });
  await ctx.deps.db
    .insert(providerSolutions)
    .values({ providerId: real!.id, solutionId: FOOD_BANK });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'DELETE', url: string, token = boss) =>
  ctx.app.inject({ method, url: `/tool/api${url}`, headers: bearer(token) });
const sampleTotal = async () =>
  (await call('GET', '/admin/providers?origin=sample')).json<AdminProviderList>().total;
const removals = async () =>
  (await call('GET', '/admin/audit'))
    .json<AuditLog>()
    .entries.filter((e) => e.action === 'provider.remove-samples');
const usersList = async () => {
  const res = await call('GET', `/provider_companies?solution_id=${FOOD_BANK}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderCompaniesResponse>().provider_companies as DatasetProvider[];
};

describe('DELETE /admin/providers/samples', () => {
  it('removes every sample for good: users no longer see them, a restart keeps them away', async () => {
    expect((await usersList()).some((p) => p.is_sample)).toBe(true);
    const res = await call('DELETE', '/admin/providers/samples');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ removed: samples });

    const left = await ctx.deps.db
      .select({ id: providerCompanies.id })
      .from(providerCompanies)
      .where(eq(providerCompanies.isSample, true));
    expect(left).toEqual([]);
    expect((await usersList()).map((p) => [p.company_name, p.is_sample])).toEqual([
      ['Real Tafel', false],
    ]);
    expect(await sampleTotal()).toBe(0);
    expect(await removals()).toEqual([
      expect.objectContaining({
        actorEmail: BOSS,
        targetType: 'provider',
        targetId: null,
        details: { count: samples },
      }),
    ]);

    // A restart: seedReferenceData loads the data set when isMissing says so. It does not.
    const seedDir = defaultSeedDir();
    const restart = async () => {
      const seed = sampleProvidersSeedDataset;
      if (await seed.isMissing(ctx.deps.db, seedDir)) await seed.load(ctx.deps.db, seedDir);
      return sampleTotal();
    };
    expect(await restart()).toBe(0);
    // Once more: nothing to remove, nothing written.
    expect((await call('DELETE', '/admin/providers/samples')).json()).toEqual({ removed: 0 });
    expect(await removals()).toHaveLength(1);

    // Without the record of the removal, the seed would put them back: every solution lacks its
    // samples then.
    await ctx.deps.db
      .delete(referenceDatasets)
      .where(eq(referenceDatasets.name, SAMPLE_PROVIDERS_DATASET));
    expect(await restart()).toBe(samples);
  });
});
