import { providerCompanies, providerSolutions } from '@foodhub/db';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { solutionsSeedDataset } from '../src/importers/solution-catalogue.load';
import { defaultSeedDir } from '../src/seed/seed-reference-data';
import { bearer, signedInUser } from './fixtures';
import { ENTRY_SOLUTION, entryInput, saveEntry } from './provider-entry-fixtures';
import { loadReferenceFixtures } from './reference-fixtures';
import { createTestApp, type TestContext } from './test-app';

// The parties of the offer tests: a bakery in Graz (the donor), the Graz food bank's account
// with its approved provider entry, a listed provider without an account, and the operator.

export const HOUR = 3600_000;
export const GRAZ = { type: 'Point' as const, coordinates: [15.4395, 47.0707] as [number, number] };
export const companyProfile = {
  name: 'Bäckerei Huber',
  location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
  location_geo: GRAZ,
  businessCategory: 'Retailer',
};
/** Bread of the day before, every condition question answered and none failing. */
export const safeBread = {
  surplusName: 'Bread',
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

/** An ISO time this many hours from now. */
export const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export interface OfferParties {
  ctx: TestContext;
  /** The operator's token. */
  boss: string;
  bakery: { token: string; email: string };
  foodBank: { token: string; email: string };
  /** The food bank's provider id (its approved entry). */
  foodBankProvider: string;
  /** A listed provider without an account (answers by the e-mailed link). */
  importedProvider: string;
  call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export async function setUpOfferParties(bossEmail: string): Promise<OfferParties> {
  const ctx = await createTestApp({ env: { ADMIN_EMAILS: bossEmail } });
  const call: OfferParties['call'] = (method, url, token, payload) =>
    ctx.app.inject({
      method,
      url: `/tool/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  const boss = (await signedInUser(ctx, { email: bossEmail })).token;
  const bakery = await signedInUser(ctx, { email: 'huber@baeckerei.example' });
  const foodBank = await signedInUser(ctx, { email: 'team@tafel-graz.example' });
  const entry = await saveEntry(
    ctx,
    foodBank.token,
    entryInput({
      company_name: 'Tafel Graz',
      location: { address: 'Annenstraße 10', city: 'Graz', postal_code: '8020', country: 'AT' },
      location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
      // The phone only once it accepted an offer.
      show_contact: { person: true, email: true, phone: false },
    }),
  );
  const approved = await call('POST', `/admin/provider-entries/${entry.id}/approve`, boss, {});
  expect(approved.statusCode, approved.body).toBe(200);
  const [row] = await ctx.deps.db
    .insert(providerCompanies)
    .values({
      sourceKey: 'test:imported-graz',
      dataSource: 'test',
      companyName: 'Sozialmarkt Graz',
      city: 'Graz',
      country: 'AT',
      lat: 47.07,
      lon: 15.44,
      contact: { email: 'markt@sozialmarkt.example', phone: '+43 316 0' },
    })
    .returning({ id: providerCompanies.id });
  await ctx.deps.db
    .insert(providerSolutions)
    .values({ providerId: row!.id, solutionId: ENTRY_SOLUTION });
  return {
    ctx,
    boss,
    bakery,
    foodBank,
    foodBankProvider: entry.provider_id,
    importedProvider: row!.id,
    call,
  };
}
