import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@foodhub/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteerFixture } from '../../test/gazetteer-fixture';
import { loadReferenceFixtures } from '../../test/reference-fixtures';
import { freshDb } from '../../test/test-app';
import { importCommands } from '../cli/import-commands';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { sampleProvidersSeedDataset } from './providers.load';
import {
  catalogueDir,
  FOOD_TERMS_FILE,
  solutionsSeedDataset,
  SOLUTIONS_FILE,
} from './solution-catalogue.load';

// Every importer of `npm run import`, given broken files: it refuses with an error that names the
// file or the problem, and the database is exactly as before (row counts and contents).

const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures');
const fixture = (name: string) => path.join(fixtures, name);
const seedDir = defaultSeedDir();
const solutionsFile = path.join(catalogueDir(seedDir), SOLUTIONS_FILE);
const termsFile = path.join(catalogueDir(seedDir), FOOD_TERMS_FILE);

let handle: DbHandle;
let dir: string;

beforeAll(async () => {
  handle = await freshDb();
  await loadReferenceFixtures(handle.db);
  await loadGazetteerFixture(handle.db);
  await solutionsSeedDataset.load(handle.db, seedDir);
  await sampleProvidersSeedDataset.load(handle.db, seedDir);
  dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-broken-'));
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Row count and a digest of the contents of every table. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const digest = (await handle.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; d: string }[] };
    result[name] = `${digest.rows[0]?.n} ${digest.rows[0]?.d}`;
  }
  return result;
}

const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
const truncated = (file: string, fraction: number) => {
  const text = readFileSync(file, 'utf8');
  // Cut in the middle of a line, and inside the header when the fraction is small.
  return text.slice(0, Math.floor(text.length * fraction));
};

const nace = fixture('nace-small.csv');
const products = fixture('agribalyse-synthese-small.csv');
const stages = fixture('agribalyse-stages-small.csv');
const postal = fixture('geonames-postal-codes-sample.csv');

/** [dataset, case, arguments]: files are created lazily, in the temporary folder. */
const cases: [string, string, () => string[]][] = [
  ['nace', 'an empty file', () => [write('empty.csv', '')]],
  ['nace', 'binary garbage', () => [write('garbage.csv', garbage)]],
  ['nace', 'wrong columns', () => [postal]],
  ['nace', 'a header cut short', () => [write('nace-cut.csv', truncated(nace, 0.05))]],
  ['nace', 'JSON instead of CSV', () => [write('nace.json', '{"code": "A"}')]],
  ['nace', 'a missing file', () => [path.join(dir, 'missing.csv')]],
  ['agribalyse', 'an empty products file', () => [write('empty.csv', ''), stages]],
  ['agribalyse', 'binary garbage', () => [write('garbage.csv', garbage), stages]],
  ['agribalyse', 'the files swapped', () => [stages, products]],
  ['agribalyse', 'wrong columns', () => [nace, nace]],
  [
    'agribalyse',
    'a header cut short',
    () => [write('p-cut.csv', truncated(products, 0.03)), stages],
  ],
  ['postal-codes', 'an empty file', () => [write('empty.csv', '')]],
  ['postal-codes', 'binary garbage', () => [write('garbage.csv', garbage)]],
  ['postal-codes', 'wrong columns', () => [nace]],
  ['postal-codes', 'a good file with a bad one', () => [postal, write('garbage.csv', garbage)]],
  ['postal-codes', 'a broken .gz', () => [write('broken.csv.gz', garbage)]],
  ['postal-codes', 'a header cut short', () => [write('pc-cut.csv', truncated(postal, 0.02))]],
  ['solutions', 'empty files', () => [write('s.json', ''), write('t.json', '')]],
  ['solutions', 'invalid JSON', () => [write('s.json', '{"solutions": ['), termsFile]],
  ['solutions', 'binary garbage', () => [write('s.json', garbage), termsFile]],
  ['solutions', 'JSON of the wrong shape', () => [write('s.json', '[1,2,3]'), termsFile]],
  ['solutions', 'the files swapped', () => [termsFile, solutionsFile]],
  [
    'solutions',
    'a truncated catalogue',
    () => [write('s-cut.json', truncated(solutionsFile, 0.5)), termsFile],
  ],
  ['providers', 'an empty file', () => [write('empty.csv', '')]],
  ['providers', 'binary garbage', () => [write('garbage.csv', garbage)]],
  ['providers', 'wrong columns', () => [nace]],
  ['providers', 'a header cut short', () => [write('prov.csv', 'id,na')]],
  ['providers', 'invalid JSON', () => [write('p.json', '[{"name": "A", ')]],
  ['providers', 'invalid GeoJSON', () => [write('p.geojson', '{"type":"FeatureCollection",')]],
  [
    'providers',
    'GeoJSON of the wrong shape',
    () => [write('shape.geojson', '{"type":"FeatureCollection","features":"none"}')],
  ],
  [
    'providers',
    'GeoJSON without usable features',
    () => [
      write(
        'nothing.geojson',
        JSON.stringify({
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: null, properties: { name: 'X' } }],
        }),
      ),
    ],
  ],
  ['providers', 'an invalid mapping file', () => [postal, '--mapping', write('m.json', '{')]],
];

describe('importers given broken files', () => {
  it('cover every import command', () => {
    expect(new Set(cases.map(([dataset]) => dataset))).toEqual(
      new Set(Object.keys(importCommands)),
    );
  });

  it.each(cases)('%s refuses %s and changes nothing', async (dataset, _case, args) => {
    const command = importCommands[dataset];
    if (!command) throw new Error(`no import command ${dataset}`);
    const before = await snapshot();
    const files = args();
    const error = await command.run(handle.db, files).then(
      (report) => new Error(`imported: ${JSON.stringify(report).slice(0, 500)}`),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message, message).not.toMatch(/^imported:/);
    // Clear: it names the file or says what is wrong, in one readable line or a few.
    expect(message.length).toBeGreaterThan(10);
    expect(message).toMatch(
      new RegExp(
        `${files.map((f) => path.basename(f).replace(/\./g, '\\.')).join('|')}|nothing changed|Usage|column|header|problem`,
        'i',
      ),
    );
    expect(await snapshot()).toEqual(before);
  });
});
