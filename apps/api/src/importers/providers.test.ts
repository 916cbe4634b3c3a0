import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  countProviders,
  insertUser,
  providerCompanies,
  providerSolutions,
  type DbHandle,
} from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { parseProviderJson } from './providers-json';
import {
  providersDir,
  providersImportCommand,
  SAMPLE_PROVIDERS_FILE,
  sampleProvidersSeedDataset,
} from './providers.load';
import { catalogueDir, solutionsSeedDataset, SOLUTIONS_FILE } from './solution-catalogue.load';

const seedDir = defaultSeedDir();
const solutionIds = (
  JSON.parse(readFileSync(path.join(catalogueDir(seedDir), SOLUTIONS_FILE), 'utf8')) as {
    solutions: { solution_id: string }[];
  }
).solutions.map((s) => s.solution_id);
const sampleJson = JSON.parse(
  readFileSync(path.join(providersDir(seedDir), SAMPLE_PROVIDERS_FILE), 'utf8'),
) as unknown;
const COUNTRIES = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH'];

describe('the shipped sample providers', () => {
  const { providers, rejected } = parseProviderJson(sampleJson, new Set(solutionIds));

  it('are all valid, at least 150, in all six countries', () => {
    expect(rejected).toEqual([]);
    expect(providers.length).toBeGreaterThanOrEqual(150);
    expect(new Set(providers.map((p) => p.row.country))).toEqual(new Set(COUNTRIES));
  });

  it('offer every solution in every country', () => {
    const covered = new Set(
      providers.flatMap((p) => p.solutionIds.map((id) => `${p.row.country}/${id}`)),
    );
    for (const country of COUNTRIES) {
      for (const id of solutionIds)
        expect(covered.has(`${country}/${id}`), `${country} ${id}`).toBe(true);
    }
  });

  it('can never pass for real companies', () => {
    const keys = new Set<string>();
    for (const { row } of providers) {
      expect(row.isSample).toBe(true);
      expect(row.companyName).toMatch(/^Sample /);
      expect(row.contact?.email).toMatch(/@example\.org$/);
      expect(row.contact?.phone).toMatch(/^\+\d+ 000 000 \d{4}$/);
      expect(String(row.additionalCompanyInformation?.website)).toMatch(
        /^https:\/\/example\.org\//,
      );
      expect(row.sourceKey).toMatch(/^sample:[a-z]{2}-[a-z0-9-]+-\d{3}$/);
      keys.add(row.sourceKey);
    }
    expect(keys.size).toBe(providers.length);
  });

  it('fill every field of spec §3', () => {
    for (const { row } of providers) {
      for (const value of Object.values(row)) expect(value).not.toBeNull();
      expect(row.capacity!.length).toBeGreaterThan(0);
      // What it takes, by food group or by name (pet food has no food group of its own).
      const accepted = row.acceptedFoodTypes as { food_group: string[]; surplus_name: string[] };
      expect(accepted.food_group.length + accepted.surplus_name.length).toBeGreaterThan(0);
    }
  });
});

describe('providers import', () => {
  let handle: DbHandle;
  let dir: string;
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const linksOf = async (sourceKey: string) => {
    const [row] = await handle.db
      .select()
      .from(providerCompanies)
      .where(eq(providerCompanies.sourceKey, sourceKey));
    if (!row) return undefined;
    const links = await handle.db
      .select({ id: providerSolutions.solutionId })
      .from(providerSolutions)
      .where(eq(providerSolutions.providerId, row.id));
    return { row, solutions: links.map((l) => l.id).sort() };
  };

  beforeAll(async () => {
    handle = await freshDb();
    await solutionsSeedDataset.load(handle.db, seedDir);
    dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-providers-'));
  });
  afterAll(async () => handle.close());

  const csv = [
    'id,name,street,city,zip,country,latitude,longitude,email,solutions',
    '1,Tafel Test,Hauptstraße 1,Graz,8010,AT,47.07,15.44,info@tafel.example,reuse-food-bank',
    '2,,Nowhere 1,Graz,8010,AT,47.07,15.44,,reuse-food-bank',
    '3,Far Away,Somewhere 2,Graz,8010,AT,147.07,15.44,,reuse-food-bank',
    '4,Bad Mail,Somewhere 3,Linz,4020,AT,48.3,14.29,not-an-email,reuse-food-bank',
    '5,Unknown Solution,Somewhere 4,Linz,4020,AT,48.3,14.29,,reuse-teleportation',
    '6,Compost Linz,Somewhere 5,Linz,4020,at,48.31,14.28,,soil-industrial-composting;energy-biogas',
    '7,Short row',
  ].join('\n');

  it('imports the valid CSV rows and reports the broken ones with reasons', async () => {
    const file = write('food.csv', csv);
    const report = await providersImportCommand.run(handle.db, [
      file,
      '--key',
      'id',
      '--source',
      'test',
      '--map',
      'address=street',
      '--map',
      'postal_code=zip',
    ]);
    expect(report.imported).toBe(2);
    expect(report.rejected.map((r) => r.line)).toEqual([3, 4, 5, 6, 8]);
    const reasons = report.rejected.map((r) => r.reason).join('\n');
    expect(reasons).toMatch(/missing company name/);
    expect(reasons).toMatch(/coordinates out of range/);
    expect(reasons).toMatch(/bad e-mail/);
    expect(reasons).toMatch(/unknown solution id\(s\) reuse-teleportation/);
    const tafel = await linksOf('test:1');
    expect(tafel?.row).toMatchObject({
      companyName: 'Tafel Test',
      address: 'Hauptstraße 1',
      postalCode: '8010',
      country: 'AT',
      lat: 47.07,
      lon: 15.44,
      isSample: false,
      dataSource: 'test',
      contact: { email: 'info@tafel.example', phone: null },
    });
    expect(tafel?.solutions).toEqual(['reuse-food-bank']);
    expect((await linksOf('test:6'))?.solutions).toEqual([
      'energy-biogas',
      'soil-industrial-composting',
    ]);
  });

  it('re-imports idempotently: same count, updated values and links', async () => {
    const before = await countProviders(handle.db);
    const file = write(
      'food-v2.csv',
      [
        'id,name,city,latitude,longitude,solutions',
        '1,Tafel Test Renamed,Graz,47.08,15.45,reuse-social-supermarket',
      ].join('\n'),
    );
    const report = await providersImportCommand.run(handle.db, [
      file,
      '--key',
      'id',
      '--source',
      'test',
    ]);
    expect(report).toMatchObject({ imported: 1, rejected: [] });
    expect(await countProviders(handle.db)).toBe(before);
    const tafel = await linksOf('test:1');
    expect(tafel?.row).toMatchObject({
      companyName: 'Tafel Test Renamed',
      lat: 47.08,
      address: null,
    });
    expect(tafel?.solutions).toEqual(['reuse-social-supermarket']);
  });

  it('changes nothing when no row is valid', async () => {
    const before = await countProviders(handle.db);
    const file = write(
      'broken.csv',
      [
        'id,name,latitude,longitude,solutions',
        '9,,47,15,reuse-food-bank',
        '10,X,95,15,reuse-food-bank',
      ].join('\n'),
    );
    await expect(providersImportCommand.run(handle.db, [file, '--key', 'id'])).rejects.toThrow(
      /no valid providers; nothing changed/,
    );
    expect(await countProviders(handle.db)).toBe(before);
  });

  it('refuses an unknown --solution before reading rows', async () => {
    const before = await countProviders(handle.db);
    const file = write('ok.csv', 'name,lat,lon\nGood,46,14\n');
    await expect(
      providersImportCommand.run(handle.db, [file, '--solution', 'no-such-solution']),
    ).rejects.toThrow(/unknown solution id\(s\) no-such-solution/);
    expect(await countProviders(handle.db)).toBe(before);
  });

  it('reads a GeoJSON FeatureCollection (OpenStreetMap export) with a mapping file', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'node/1',
          geometry: { type: 'Point', coordinates: [14.5051, 46.0511] },
          properties: {
            '@id': 'node/101',
            name: 'Banka hrane Test',
            'addr:street': 'Testna ulica',
            'addr:housenumber': '5',
            'addr:city': 'Ljubljana',
            'addr:postcode': '1000',
            social_facility: 'food_bank',
            website: 'example.org/bank',
          },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [15.6467, 46.5547] },
          properties: { id: 'node/102', name: 'No country' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: [] },
          properties: { '@id': 'way/103', name: 'A polygon' },
        },
      ],
    };
    const file = write('osm.geojson', JSON.stringify(geojson));
    const mapping = write(
      'mapping.json',
      JSON.stringify({
        source: 'osm',
        solutions: ['reuse-food-bank'],
        columns: { business_category: 'social_facility' },
        defaults: { country: 'SI' },
      }),
    );
    const report = await providersImportCommand.run(handle.db, [file, '--mapping', mapping]);
    expect(report.imported).toBe(2);
    expect(report.rejected).toEqual([{ line: 3, reason: 'missing coordinates' }]);
    const bank = await linksOf('osm:node/101');
    expect(bank?.row).toMatchObject({
      companyName: 'Banka hrane Test',
      address: 'Testna ulica 5',
      city: 'Ljubljana',
      postalCode: '1000',
      country: 'SI',
      businessCategory: 'food_bank',
      lat: 46.0511,
      lon: 14.5051,
      additionalCompanyInformation: { website: 'example.org/bank' },
    });
    expect(bank?.solutions).toEqual(['reuse-food-bank']);
    expect((await linksOf('osm:node/102'))?.row.country).toBe('SI');
  });

  it('reads the provider JSON format, also with the misspelled information key', async () => {
    const file = write(
      'providers.json',
      JSON.stringify({
        providers: [
          {
            source_key: 'json:1',
            solution_ids: ['soil-bokashi'],
            company_name: 'Bokashi Club',
            location: { city: 'Bern', postal_code: '3011', country: 'CH' },
            location_geo: { type: 'Point', coordinates: [7.44, 46.95] },
            additional_company_informations: { website: 'https://example.org', non_profit: true },
          },
          { source_key: 'json:2', solution_ids: ['soil-bokashi'], company_name: 'No geo' },
        ],
      }),
    );
    const report = await providersImportCommand.run(handle.db, [file]);
    expect(report.imported).toBe(1);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]).toMatchObject({ line: 2 });
    expect((await linksOf('json:1'))?.row.additionalCompanyInformation).toEqual({
      website: 'https://example.org',
      non_profit: true,
    });
  });

  it('leaves an organisation’s own entry alone when a file repeats its key', async () => {
    const owner = await insertUser(handle.db, {
      email: 'owner@example.at',
      passwordHash: 'not a hash',
      firstName: 'Eva',
      lastName: 'Novak',
      streetAddress: 'Praterstraße 1',
      city: 'Wien',
      postalCode: '1020',
      country: 'AT',
      accountType: 'company',
      acceptPledge: true,
    });
    await handle.db.insert(providerCompanies).values({
      sourceKey: 'self:kept',
      dataSource: 'self-registered',
      companyName: 'Own entry',
      ownerUserId: owner!.id,
      status: 'approved',
    });
    const file = write(
      'self.json',
      JSON.stringify({
        providers: [
          {
            source_key: 'self:kept',
            solution_ids: ['soil-bokashi'],
            company_name: 'Overwritten',
            location_geo: { type: 'Point', coordinates: [7.44, 46.95] },
          },
        ],
      }),
    );
    await providersImportCommand.run(handle.db, [file]);
    const kept = await linksOf('self:kept');
    expect(kept?.row).toMatchObject({
      companyName: 'Own entry',
      ownerUserId: owner!.id,
      status: 'approved',
      dataSource: 'self-registered',
    });
    expect(kept?.solutions).toEqual([]);
  });

  it('rejects wrong options with the usage', async () => {
    await expect(providersImportCommand.run(handle.db, [])).rejects.toThrow(/Usage/);
    await expect(
      providersImportCommand.run(handle.db, ['a.csv', '--map', 'shoe_size=x']),
    ).rejects.toThrow(/unknown field shoe_size/);
  });
});

describe('sample providers seed dataset', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
    await solutionsSeedDataset.load(handle.db, seedDir);
  });
  afterAll(async () => handle.close());

  it('loads on first start and is idempotent', async () => {
    expect(await sampleProvidersSeedDataset.isMissing(handle.db, defaultSeedDir())).toBe(true);
    const loaded = await sampleProvidersSeedDataset.load(handle.db, seedDir);
    expect(loaded).toBeGreaterThanOrEqual(150);
    expect(await sampleProvidersSeedDataset.isMissing(handle.db, defaultSeedDir())).toBe(false);
    await sampleProvidersSeedDataset.load(handle.db, seedDir);
    expect(await countProviders(handle.db)).toBe(loaded);
    const links = await handle.db.select().from(providerSolutions);
    const expectedLinks = parseProviderJson(sampleJson, new Set(solutionIds)).providers.reduce(
      (n, p) => n + p.solutionIds.length,
      0,
    );
    expect(links).toHaveLength(expectedLinks);
  });
});
