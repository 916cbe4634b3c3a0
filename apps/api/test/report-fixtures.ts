import type { CreateReportBody, SavedReport } from '@foodhub/contracts';
import { expect } from 'vitest';
import type { Db } from '@foodhub/db';
import { solutionsSeedDataset } from '../src/importers/solution-catalogue.load';
import { defaultSeedDir } from '../src/seed/seed-reference-data';
import { bearer } from './fixtures';
import { loadGazetteerFixture } from './gazetteer-fixture';
import { loadReferenceFixtures } from './reference-fixtures';
import type { TestContext } from './test-app';

/** What a saved report is made of: the small AGRIBALYSE fixtures and the shipped catalogue. */
export async function loadReportReferences(db: Db): Promise<void> {
  await loadReferenceFixtures(db);
  // The server finds the provider's address of a report's trip (report-fixtures' REPORT_TRIP).
  await loadGazetteerFixture(db);
  await solutionsSeedDataset.load(db, defaultSeedDir());
}

/**
 * The trip of the report below, with the points the provider list measured from and to (the
 * server routes between them, as POST /transport/calculate does, without geocoding the texts).
 */
export const REPORT_TRIP = {
  source: 'Hauptplatz 1, 8010 Graz',
  destination: 'Lagergasse 5, 8020 Graz',
  source_point: { lat: 47.070_71, lon: 15.438_28 },
  destination_point: { lat: 47.060_31, lon: 15.427_68 },
} as const;

/**
 * A report a bakery saves: 120 kg of baguette twice a week to a food bank across town. Override
 * what a test is about; the product 'Bread, French bread, baguette' is in the small AGRIBALYSE
 * fixtures (reference-fixtures.ts), the solution in the shipped catalogue.
 */
export function reportBody(overrides: Partial<CreateReportBody> = {}): CreateReportBody {
  return {
    language: 'en',
    companyProfile: {
      name: 'Bäckerei Huber',
      location: { address: 'Hauptplatz 1', postalCode: '8010', city: 'Graz', country: 'Austria' },
      businessCategory: 'Bakery',
    },
    wasteInfo: {
      surplusName: 'Bread, French bread, baguette',
      amount: { value: 120, unit: 'kg' },
      frequency: { times: 2, interval: 'week' },
    },
    solutionId: 'reuse-food-bank',
    provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz' },
    transport: { ...REPORT_TRIP, transport_weight_kg: 130 },
    ...overrides,
  };
}

export function postReport(ctx: TestContext, body: unknown, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/tool/api/me/reports',
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Saves a report through the API (201) and answers it. */
export async function savedReportOf(
  ctx: TestContext,
  token: string,
  body: unknown = reportBody(),
): Promise<SavedReport> {
  const res = await postReport(ctx, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SavedReport>();
}
