import type {
  AdminProviderList,
  AuditLog,
  DatasetProvider,
  ProviderCompaniesResponse,
  ProviderImportBody,
  ProviderImportReport,
} from '@foodhub/contracts';
import { countProviders, providerCompanies, providerSolutions } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { entryInput, saveEntry } from '../../../test/provider-entry-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { PROVIDER_FIELDS } from '../../importers/providers';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The console's import of a provider file (checked, then written with commit) and the CSV export
// that the import reads again.

const BOSS = 'import.boss@example.at';
const FOOD_BANK = 'reuse-food-bank';
const SOUP_KITCHEN = 'reuse-soup-kitchen';

let ctx: TestContext;
let boss: string;
let user: string;
let entryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  boss = (await signedInUser(ctx, { email: BOSS })).token;
  user = (await signedInUser(ctx)).token;
  const owner = (await signedInUser(ctx, { accountType: 'company', company: 'Own' })).token;
  entryId = (await saveEntry(ctx, owner, entryInput({ company_name: 'Own Entry' }))).id;
});
afterAll(() => ctx.close());

const importFile = (body: ProviderImportBody | Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tool/api/admin/providers/import',
    headers: bearer(boss),
    payload: body,
  });
async function imported(body: ProviderImportBody): Promise<ProviderImportReport> {
  const res = await importFile(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderImportReport>();
}
const get = (url: string, token = boss) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api${url}`, headers: bearer(token) });
const adminList = async (query: string) =>
  (await get(`/admin/providers?${query}`)).json<AdminProviderList>();
const usersList = async (solution: string) =>
  (await get(`/provider_companies?solution_id=${solution}`, user)).json<ProviderCompaniesResponse>()
    .provider_companies as DatasetProvider[];
const importAudits = async () =>
  (await get('/admin/audit'))
    .json<AuditLog>()
    .entries.filter((e) => e.action === 'provider.import');

const HEADER = 'company_name,address,city,postal_code,country,lat,lon,phone,solution_ids';
const GOOD = [
  'Tafel Innsbruck,Museumstraße 1,Innsbruck,6020,AT,47.2654,11.3928,+43 512 0,',
  `Suppenküche Bozen,Via Roma 1,Bozen,39100,IT,46.4983,11.3548,,${SOUP_KITCHEN}`,
  '"Sozialmarkt ""Linz""",Hauptplatz 2,Linz,4020,at,48.3069,14.2858,,',
];
const BROKEN = [
  ',Nowhere 1,Graz,8010,AT,47.07,15.44,,',
  'Bad Place,Somewhere 1,Graz,8010,AT,147.07,15.44,,',
];
const tafeln = (lines: string[], commit = false): ProviderImportBody => ({
  format: 'csv',
  content: [HEADER, ...lines].join('\n'),
  source: 'tafeln',
  solutions: [FOOD_BANK],
  commit,
});

describe('POST /admin/providers/import', () => {
  it('reports a CSV file’s rows and rejected lines without writing anything', async () => {
    const before = await countProviders(ctx.deps.db);
    const report = await imported(tafeln([...GOOD, ...BROKEN]));
    expect(report).toEqual({
      committed: false,
      source: 'tafeln',
      rows: 5,
      valid: 3,
      new: 3,
      updated: 0,
      rejected: [
        { line: 5, reason: 'missing company name' },
        { line: 6, reason: 'coordinates out of range (lat 147.07, lon 15.44)' },
      ],
      preview: [
        {
          source_key: 'tafeln:tafel-innsbruck@47.26540,11.39280',
          company_name: 'Tafel Innsbruck',
          city: 'Innsbruck',
          country: 'AT',
          solution_ids: [FOOD_BANK],
          has_coordinates: true,
        },
        expect.objectContaining({
          company_name: 'Suppenküche Bozen',
          solution_ids: [FOOD_BANK, SOUP_KITCHEN],
        }),
        expect.objectContaining({ company_name: 'Sozialmarkt "Linz"', country: 'AT' }),
      ],
    });
    expect(await countProviders(ctx.deps.db)).toBe(before);
    expect(await importAudits()).toEqual([]);
  });

  it('writes the valid rows with commit, which users then find, with one audit entry', async () => {
    const before = await countProviders(ctx.deps.db);
    const report = await imported(tafeln([...GOOD, ...BROKEN], true));
    expect(report).toMatchObject({ committed: true, valid: 3, new: 3, updated: 0 });
    expect(report.rejected).toHaveLength(2);
    expect(await countProviders(ctx.deps.db)).toBe(before + 3);
    const foodBanks = (await usersList(FOOD_BANK)).map((p) => p.company_name);
    expect(foodBanks).toEqual(
      expect.arrayContaining(['Tafel Innsbruck', 'Suppenküche Bozen', 'Sozialmarkt "Linz"']),
    );
    expect((await usersList(SOUP_KITCHEN)).map((p) => p.company_name)).toEqual([
      'Suppenküche Bozen',
    ]);
    expect(await importAudits()).toEqual([
      expect.objectContaining({
        actorEmail: BOSS,
        targetType: 'provider',
        targetId: null,
        details: { source: 'tafeln', imported: 3, rejected: 2 },
      }),
    ]);
  });

  it('counts the rows of a stored key as updated, and replaces them', async () => {
    const changed = GOOD[0]!.replace('+43 512 0', '+43 512 9');
    const next = [changed, GOOD[1]!, GOOD[2]!, 'Tafel Wels,Ring 1,Wels,4600,AT,48.16,14.03,,'];
    expect(await imported(tafeln(next))).toMatchObject({ valid: 4, new: 1, updated: 3 });
    expect(await imported(tafeln(next, true))).toMatchObject({ committed: true, new: 1 });
    const [row] = await ctx.deps.db
      .select()
      .from(providerCompanies)
      .where(eq(providerCompanies.sourceKey, 'tafeln:tafel-innsbruck@47.26540,11.39280'));
    expect(row!.contact).toEqual({ email: null, phone: '+43 512 9' });
    expect(await adminList('q=tafeln%3A')).toMatchObject({ total: 4 });
  });

  it('reads GeoJSON keyed by the feature id, and never touches an organisation’s entry', async () => {
    const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });
    const feature = (id: string, properties: object, geometry: object | null) => ({
      type: 'Feature',
      id,
      properties,
      geometry,
    });
    const geojson = {
      type: 'FeatureCollection',
      features: [
        feature(
          'node/1',
          { name: 'Ljubljana Pantry', 'addr:city': 'Ljubljana' },
          point(14.5, 46.05),
        ),
        feature('node/2', { name: 'Somewhere', country: 'Slovenia' }, point(14.5, 46.06)),
        feature('node/3', { name: 'No place' }, null),
        feature(entryId, { name: 'Taken over' }, point(16.3, 48.2)),
      ],
    };
    const body = {
      format: 'geojson' as const,
      content: JSON.stringify(geojson),
      source: 'self',
      solutions: [SOUP_KITCHEN],
      defaults: { country: 'SI' },
      commit: true,
    };
    const report = await imported(body);
    expect(report).toMatchObject({ committed: true, rows: 4, valid: 1, new: 1 });
    expect(report.preview).toEqual([
      {
        source_key: 'self:node/1',
        company_name: 'Ljubljana Pantry',
        city: 'Ljubljana',
        country: 'SI',
        solution_ids: [SOUP_KITCHEN],
        has_coordinates: true,
      },
    ]);
    expect(report.rejected).toEqual([
      { line: 2, reason: "country 'SLOVENIA' is not a two-letter ISO code" },
      { line: 3, reason: 'missing coordinates' },
      {
        line: 4,
        reason: `key self:${entryId} is an organisation’s own entry, which an import never changes`,
      },
    ]);
    const [entry] = await ctx.deps.db
      .select()
      .from(providerCompanies)
      .where(eq(providerCompanies.id, entryId));
    expect(entry).toMatchObject({ companyName: 'Own Entry', status: 'pending' });
    const links = await ctx.deps.db
      .select({ solutionId: providerSolutions.solutionId })
      .from(providerSolutions)
      .where(eq(providerSolutions.providerId, entryId));
    expect(links).toEqual([{ solutionId: FOOD_BANK }]);
  });

  it('takes a body of 2 MB', async () => {
    const lines = Array.from(
      { length: 30_000 },
      (_, i) =>
        `Tafel Nummer ${i},Lange Hauptstraße im Hinterhof ${i},Graz,8010,AT,47.${i},15.44,,`,
    );
    const body = tafeln(lines);
    expect(JSON.stringify(body).length).toBeGreaterThan(2 * 1024 * 1024);
    const report = await imported(body);
    expect(report).toMatchObject({ committed: false, rows: 30_000, valid: 30_000, new: 30_000 });
    expect(report.preview).toHaveLength(20);
  });

  it.each([
    [
      'a JSON text as CSV',
      { format: 'csv', content: '{"type": "FeatureCollection"}' },
      'CSV: not a comma-separated CSV file',
    ],
    [
      'prose as CSV',
      { format: 'csv', content: 'Dear operator,\nsee the list' },
      'CSV: no company name column',
    ],
    ['a CSV as GeoJSON', { format: 'geojson', content: HEADER }, 'GeoJSON: not JSON'],
    [
      'other JSON as GeoJSON',
      { format: 'geojson', content: '{"providers": []}' },
      'GeoJSON: not a GeoJSON FeatureCollection',
    ],
  ])('answers 400 for %s, with the importer’s message', async (_case, file, message) => {
    const res = await importFile({ ...tafeln([]), ...file });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_IMPORT_UNREADABLE' });
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['an unknown format', { format: 'xlsx' }, 'format is csv or geojson'],
    ['an empty file', { content: '' }, 'The file is empty'],
    ['the entries’ source', { source: 'self-registered' }, 'names the organisations’ own entries'],
    ['a bad source', { source: 'a b' }, 'letters, digits, - and _ only'],
    [
      'an unknown default',
      { defaults: { shoe_size: '42' } },
      'defaults: shoe_size is not a provider field',
    ],
    [
      'a file too large',
      { content: 'x'.repeat(5_000_001) },
      'The file is larger than 5000000 characters',
    ],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const res = await importFile({ ...tafeln(GOOD), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 422 for solutions the catalogue does not have, writing nothing', async () => {
    const res = await importFile({ ...tafeln(GOOD, true), solutions: [FOOD_BANK, 'nope'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PROVIDER_SOLUTION_UNKNOWN',
      message: 'No solution with id nope in the catalogue. Choose solutions of GET /solutions.',
    });
  });
});

describe('GET /admin/providers/export.csv', () => {
  beforeAll(async () => {
    const [row] = await ctx.deps.db
      .insert(providerCompanies)
      .values({
        sourceKey: 'tafeln:formula',
        dataSource: 'tafeln',
        companyName: '=HYPERLINK("http://x.example")',
        city: '@Brest',
        country: 'FR',
        lat: 48.39,
        lon: -4.49,
        contact: { email: null, phone: '+33 2 0000' },
        institutionTypes: ['Food bank', 'Shelter'],
        additionalCompanyInformation: { website: 'x.example', opened_year: 1990, non_profit: true },
      })
      .returning({ id: providerCompanies.id });
    await ctx.deps.db
      .insert(providerSolutions)
      .values({ providerId: row!.id, solutionId: FOOD_BANK });
  });

  it('sends the matching providers as an attachment, formulas guarded, not as an id', async () => {
    const res = await get('/admin/providers/export.csv?q=tafeln%3A&country=fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="providers.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n')).toEqual([
      `\uFEFF${PROVIDER_FIELDS.join(',')}`,
      `"'=HYPERLINK(""http://x.example"")",,,,'@Brest,,FR,48.39,-4.49,,'+33 2 0000,x.example,,` +
        `Food bank; Shelter,${FOOD_BANK},1990,true`,
      '',
    ]);
  });

  it('imports again: the same names, places and solutions under a new source', async () => {
    const shape = (list: AdminProviderList) =>
      list.providers
        .map((p) => [p.company_name, p.city, p.country, p.lat, p.lon, p.solution_ids.join()])
        .sort();
    const originals = await adminList('q=tafeln%3A');
    const csv = (await get('/admin/providers/export.csv?q=tafeln%3A')).body;
    const report = await imported({
      format: 'csv',
      content: csv,
      source: 'tafeln-copy',
      commit: true,
    });
    expect(report).toMatchObject({ committed: true, rows: 5, valid: 5, new: 5, rejected: [] });
    const copies = await adminList('q=tafeln-copy%3A');
    expect(copies.total).toBe(5);
    expect(shape(copies)).toEqual(shape(originals));
    const formula = copies.providers.find((p) => p.country === 'FR')!;
    const [row] = await ctx.deps.db
      .select()
      .from(providerCompanies)
      .where(eq(providerCompanies.id, formula.id));
    expect(row).toMatchObject({
      companyName: '=HYPERLINK("http://x.example")',
      city: '@Brest',
      contact: { email: null, phone: '+33 2 0000' },
      institutionTypes: ['Food bank', 'Shelter'],
      additionalCompanyInformation: { website: 'x.example', opened_year: 1990, non_profit: true },
    });
  });
});
