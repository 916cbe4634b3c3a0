import type {
  AdminProviderDetail,
  AdminProviderEdit,
  AdminProviderList,
  AuditLog,
  ProviderEntry,
} from '@foodhub/contracts';
import { providerCompanies, providerSolutions } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { entryInput, myProvider, saveEntry } from '../../../test/provider-entry-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sampleProvidersSeedDataset } from '../../importers/providers.load';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The operator's provider catalogue: every provider of any origin, searched and filtered, one
// provider's fields corrected (with the entries' rules and the audit log). The removal of the
// samples is in sample-removal.test.ts, the import and export in provider-import.test.ts.

const BOSS = 'catalogue.boss@example.at';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FOOD_BANK = 'reuse-food-bank';
const SOUP_KITCHEN = 'reuse-soup-kitchen';

let ctx: TestContext;
let boss: string;
let owner: string;
let samples: number;
/** Imported rows whose names hold the word 'zqa', and an organisation's own entry. */
const ids = { graz: '', hof: '', wien: '', entry: '' };

type Row = typeof providerCompanies.$inferInsert;
async function insertProvider(row: Row, solutions: string[]): Promise<string> {
  const [inserted] = await ctx.deps.db
    .insert(providerCompanies)
    .values(row)
    .returning({ id: providerCompanies.id });
  const id = inserted!.id;
  if (solutions.length > 0) {
    await ctx.deps.db
      .insert(providerSolutions)
      .values(solutions.map((solutionId) => ({ providerId: id, solutionId })));
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  samples = await sampleProvidersSeedDataset.load(ctx.deps.db, defaultSeedDir());
  boss = (await signedInUser(ctx, { email: BOSS })).token;
  const base = { dataSource: 'test', isSample: false };
  ids.graz = await insertProvider(
    {
      ...base,
      sourceKey: 'test:zq-1',
      companyName: 'Tafel Zqa Graz',
      address: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'AT',
      lat: 47.07,
      lon: 15.44,
      additionalCompanyInformation: { opened_year: 1999 },
    },
    [FOOD_BANK],
  );
  ids.hof = await insertProvider(
    {
      ...base,
      sourceKey: 'test:zq-2',
      companyName: 'Hof 100% Zqa',
      city: 'Rosenheim',
      country: 'de',
    },
    [SOUP_KITCHEN],
  );
  ids.wien = await insertProvider(
    { ...base, sourceKey: 'test:zq-3', companyName: 'zqa_under Wien', city: 'Wien', country: 'AT' },
    [FOOD_BANK],
  );
  owner = (await signedInUser(ctx, { accountType: 'company', company: 'Zqa Entry' })).token;
  ids.entry = (await saveEntry(ctx, owner, entryInput({ company_name: 'Zqa Entry Wien' }))).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/tool/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const list = async (query: string) => {
  const res = await call('GET', `/admin/providers?${query}`, boss);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProviderList>();
};
const names = async (query: string) => (await list(query)).providers.map((p) => p.company_name);
const auditOf = async (id: string | null, action: string) =>
  (await call('GET', '/admin/audit', boss))
    .json<AuditLog>()
    .entries.filter((e) => e.targetId === id && e.action === action);

describe('GET /admin/providers', () => {
  it('lists every origin by name, each word in name, city, postal code or key', async () => {
    const found = await list('q=zqa');
    expect(found).toMatchObject({ total: 4, totalCapped: false, nextCursor: null, pageSize: 50 });
    expect(found.providers.map((p) => p.company_name)).toEqual([
      'Hof 100% Zqa',
      'Tafel Zqa Graz',
      'Zqa Entry Wien',
      'zqa_under Wien',
    ]);
    expect(found.providers[1]).toEqual({
      id: ids.graz,
      source_key: 'test:zq-1',
      data_source: 'test',
      origin: 'imported',
      status: 'listed',
      company_name: 'Tafel Zqa Graz',
      business_category: null,
      city: 'Graz',
      postal_code: '8010',
      country: 'AT',
      lat: 47.07,
      lon: 15.44,
      solution_ids: [FOOD_BANK],
      verified_at: null,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(found.providers[2]).toMatchObject({
      id: ids.entry,
      source_key: `self:${ids.entry}`,
      origin: 'self-registered',
      status: 'pending',
      country: 'AT',
    });
    expect(await names('q=ZQA%20graz')).toEqual(['Tafel Zqa Graz']);
    expect(await names('q=8010%20zqa')).toEqual(['Tafel Zqa Graz']);
    expect(await names('q=test%3Azq-3')).toEqual(['zqa_under Wien']);
  });

  it('takes % and _ in q as plain characters', async () => {
    expect(await names(`q=${encodeURIComponent('100% zqa')}`)).toEqual(['Hof 100% Zqa']);
    expect(await names('q=zqa_')).toEqual(['zqa_under Wien']);
  });

  it('filters by solution, country (any case as stored) and origin', async () => {
    expect(await names(`q=zqa&solution_id=${SOUP_KITCHEN}`)).toEqual(['Hof 100% Zqa']);
    expect(await names('q=zqa&country=DE')).toEqual(['Hof 100% Zqa']);
    expect(await names('q=zqa&country=at')).toEqual([
      'Tafel Zqa Graz',
      'Zqa Entry Wien',
      'zqa_under Wien',
    ]);
    expect(await names('q=zqa&origin=self-registered')).toEqual(['Zqa Entry Wien']);
    expect((await list('q=zqa&origin=imported')).total).toBe(3);
    const sample = await list('origin=sample');
    expect(sample.total).toBe(samples);
    expect(sample.providers.every((p) => p.origin === 'sample' && p.status === 'listed')).toBe(
      true,
    );
  });

  it('pages through all of them, each once, with the cursor of the page before', async () => {
    const first = await list('');
    expect(first.total).toBe(samples + 4);
    const seen = new Set(first.providers.map((p) => p.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list(`cursor=${encodeURIComponent(cursor)}`);
      expect(next.total).toBe(first.total);
      for (const p of next.providers) seen.add(p.id);
      cursor = next.nextCursor;
    }
    expect(seen.size).toBe(first.total);
  });

  it.each([
    ['cursor=bm90IGEgY3Vyc29y', 'cursor is not a cursor of this list'],
    ['origin=osm', 'origin is one of sample, imported, self-registered'],
    ['country=AUT', 'country is a two-letter code such as AT'],
    [`q=${'x'.repeat(201)}`, 'q is at most 200 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await call('GET', `/admin/providers?${query}`, boss);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /admin/providers/{id}', () => {
  it('answers the row with the editable fields', async () => {
    const res = await call('GET', `/admin/providers/${ids.graz}`, boss);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProviderDetail>()).toMatchObject({
      id: ids.graz,
      origin: 'imported',
      edit: {
        company_name: 'Tafel Zqa Graz',
        business_category: null,
        description: null,
        location: { address: 'Hauptplatz 1', city: 'Graz', postal_code: '8010', country: 'AT' },
        location_geo: { type: 'Point', coordinates: [15.44, 47.07] },
        contact_person: null,
        contact: { email: null, phone: null },
        website: null,
        solution_ids: [FOOD_BANK],
      },
    });
    const wien = await call('GET', `/admin/providers/${ids.wien}`, boss);
    expect(wien.json<AdminProviderDetail>().edit.location_geo).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    const res = await call('GET', `/admin/providers/${UNKNOWN_ID}`, boss);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'PROVIDER_UNKNOWN',
      message: `No provider with id ${UNKNOWN_ID}.`,
    });
    const bad = await call('GET', '/admin/providers/not-a-uuid', boss);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a UUID');
  });
});

describe('PUT /admin/providers/{id}', () => {
  const grazEdit = (overrides: Partial<AdminProviderEdit> = {}): AdminProviderEdit => ({
    company_name: 'Tafel Zqa Graz Süd',
    business_category: null,
    description: null,
    location: { address: 'Hauptplatz 1', city: 'Graz', postal_code: '8010', country: 'Austria' },
    location_geo: { type: 'Point', coordinates: [15.44, 47.07] },
    contact_person: null,
    contact: { email: null, phone: null },
    website: 'tafel-sued.example',
    solution_ids: [SOUP_KITCHEN, FOOD_BANK, FOOD_BANK],
    ...overrides,
  });
  const edit = (id: string, body: unknown) =>
    call('PUT', `/admin/providers/${id}`, boss, body as object);

  it('writes the fields and the solutions, with one audit entry of the fields changed', async () => {
    const res = await edit(ids.graz, grazEdit());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminProviderDetail>();
    expect(saved).toMatchObject({
      company_name: 'Tafel Zqa Graz Süd',
      country: 'AT',
      status: 'listed',
      solution_ids: [FOOD_BANK, SOUP_KITCHEN],
      edit: { website: 'tafel-sued.example', solution_ids: [FOOD_BANK, SOUP_KITCHEN] },
    });
    // The website sits beside what the import keeps in the same column.
    const [row] = await ctx.deps.db
      .select()
      .from(providerCompanies)
      .where(eq(providerCompanies.id, ids.graz));
    expect(row!.additionalCompanyInformation).toEqual({
      opened_year: 1999,
      website: 'tafel-sued.example',
    });
    expect(await names(`q=zqa&solution_id=${SOUP_KITCHEN}`)).toContain('Tafel Zqa Graz Süd');
    const entries = await auditOf(ids.graz, 'provider.admin-edit');
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: BOSS,
        targetType: 'provider',
        targetLabel: 'Tafel Zqa Graz Süd',
        details: { fields: ['company_name', 'website', 'solution_ids'] },
      }),
    ]);

    // The same fields again change and write nothing.
    const again = await edit(ids.graz, grazEdit({ solution_ids: [SOUP_KITCHEN, FOOD_BANK] }));
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminProviderDetail>().updated_at).toBe(saved.updated_at);
    expect(await auditOf(ids.graz, 'provider.admin-edit')).toHaveLength(1);
  });

  it('leaves the coordinates out for a provider that has none', async () => {
    const body = grazEdit({ company_name: 'zqa_under Wien', location_geo: null });
    const res = await edit(ids.wien, { ...body, location: { ...body.location, city: 'Wien' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProviderDetail>()).toMatchObject({ lat: null, lon: null });
  });

  it('edits an organisation’s own entry: its owner sees it, status and verified date stay', async () => {
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/tool/api/admin/provider-entries/${ids.entry}/approve`,
      headers: bearer(boss),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const verifiedAt = approved.json<ProviderEntry>().verified_at;
    const before = (
      await call('GET', `/admin/providers/${ids.entry}`, boss)
    ).json<AdminProviderDetail>();
    const res = await edit(ids.entry, {
      ...before.edit,
      contact: { ...before.edit.contact, phone: '+43 1 9999' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProviderDetail>()).toMatchObject({
      status: 'approved',
      verified_at: verifiedAt,
    });
    const own = (await myProvider(ctx, 'GET', owner)).json<ProviderEntry>();
    expect(own).toMatchObject({
      status: 'approved',
      verified_at: verifiedAt,
      contact: { email: 'eva@tafel-nord.example', phone: '+43 1 9999' },
      show_contact: { person: true, email: true, phone: true },
      capacity: [expect.objectContaining({ food_category: 'Bread' })],
    });
    expect((await auditOf(ids.entry, 'provider.admin-edit'))[0]?.details).toEqual({
      fields: ['contact'],
    });

    const noPlace = await edit(ids.entry, { ...before.edit, location_geo: null });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json()).toMatchObject({ code: 'PROVIDER_COORDINATES_REQUIRED' });
  });

  it('answers 422 as an entry does for a country outside the tool and unknown solutions', async () => {
    const body = grazEdit();
    const country = await edit(ids.graz, {
      ...body,
      location: { ...body.location, country: 'Hungary' },
    });
    expect(country.statusCode).toBe(422);
    expect(country.json()).toMatchObject({
      code: 'PROVIDER_COUNTRY_UNSUPPORTED',
      message: "The country 'Hungary' is not one the tool serves (AT, DE, IT, SI, FR, CH, LI).",
    });
    const solutions = await edit(ids.graz, grazEdit({ solution_ids: [FOOD_BANK, 'nope'] }));
    expect(solutions.statusCode).toBe(422);
    expect(solutions.json()).toMatchObject({
      code: 'PROVIDER_SOLUTION_UNKNOWN',
      message: 'No solution with id nope in the catalogue. Choose solutions of GET /solutions.',
    });
    expect(await auditOf(ids.graz, 'provider.admin-edit')).toHaveLength(1);
    const unknown = await edit(UNKNOWN_ID, grazEdit());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PROVIDER_UNKNOWN' });
  });

  it.each([
    ['no name', { company_name: ' ' }, 'company_name is required'],
    ['no solution', { solution_ids: [] }, 'Choose at least one solution you offer'],
    ['a bad e-mail', { contact: { email: 'x', phone: null } }, 'contact.email must be an e-mail'],
    ['no location_geo', { location_geo: undefined }, 'location_geo'],
    [
      'a latitude out of range',
      { location_geo: { type: 'Point', coordinates: [15, 91] } },
      'latitude is -90 to 90',
    ],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const res = await edit(ids.graz, grazEdit(overrides as Partial<AdminProviderEdit>));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
