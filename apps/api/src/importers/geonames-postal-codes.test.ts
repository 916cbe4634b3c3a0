import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findPostalPlaces, listReferenceDatasets, places, type DbHandle } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { CsvFormatError } from './csv-table';
import { parsePostalCodesCsv } from './geonames-postal-codes';
import { postalCodesImportCommand, postalSeedCsv } from './postal-codes.load';

const fixtures = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
const sampleFile = path.join(fixtures, 'geonames-postal-codes-sample.csv');
const wrongHeaderFile = path.join(fixtures, 'geonames-postal-codes-wrong-header.csv');

describe('parsePostalCodesCsv', () => {
  const parsed = parsePostalCodesCsv(readFileSync(sampleFile, 'utf8'), 'sample.csv');

  it('turns each (postal code, place) row into a gazetteer place', () => {
    expect(parsed.places).toHaveLength(10);
    expect(parsed.places[0]).toEqual({
      source: 'postal_codes',
      countryCode: 'AT',
      postalCode: '8010',
      name: 'Graz,01.Bez.:Innere Stadt',
      // Looked up by its locality, not by the district it adds.
      nameKey: 'graz',
      admin1: 'Steiermark',
      admin2: 'Graz Stadt',
      lat: 47.0833,
      lon: 15.5417,
      population: null,
    });
    expect(parsed.places.find((p) => p.name === 'St. Pölten')?.nameKey).toBe('st polten');
    expect(parsed.places.find((p) => p.countryCode === 'SI')?.nameKey).toBe('koper');
  });

  it('keeps postal codes as text, leading zeros included', () => {
    const codes = parsed.places.map((p) => p.postalCode);
    expect(codes).toContain('01067');
    expect(codes).toContain('00184');
  });

  it('refuses broken rows with their line and reason', () => {
    expect(parsed.rejected).toEqual([
      { line: 15, reason: "sample.csv: latitude '95.5' is invalid" },
      {
        line: 16,
        reason:
          "sample.csv: zipcode '' is not a postal code (1-10 letters, digits, spaces, hyphens)",
      },
      { line: 17, reason: 'sample.csv: 5 fields, the header has 11' },
    ]);
  });

  it('leaves out organisation codes (DE large customers, FR CEDEX) and overseas France', () => {
    expect(parsed.skipped).toEqual({ organisations: 2, outsideEurope: 1 });
    const names = parsed.places.map((p) => p.name);
    expect(names).not.toContain('Daimler Insurance Services GmbH');
    expect(names).not.toContain('Paris 01');
    expect(names).not.toContain('Clipperton Island');
  });

  it('throws a clear error for a file of another shape', () => {
    expect(() => parsePostalCodesCsv(readFileSync(wrongHeaderFile, 'utf8'), 'x.csv')).toThrow(
      CsvFormatError,
    );
    expect(() => parsePostalCodesCsv('country,postcode\nAT,8010\n', 'x.csv')).toThrow(
      'x.csv: unexpected header, missing column(s) country_code, zipcode, place, state, ' +
        'province, latitude, longitude.',
    );
  });

  it('reads back its own seed format unchanged', () => {
    const again = parsePostalCodesCsv(postalSeedCsv(parsed.places), 'seed');
    expect(again.rejected).toEqual([]);
    expect(new Set(again.places)).toEqual(new Set(parsed.places));
  });
});

describe('npm run import -- postal-codes', () => {
  let handle: DbHandle;
  let tempDir: string;
  beforeAll(async () => {
    handle = await freshDb();
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-postal-'));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(tempDir, { recursive: true, force: true });
  });
  const tempFile = (name: string, content: string | Buffer) => {
    const file = path.join(tempDir, name);
    writeFileSync(file, content);
    return file;
  };

  const postalRows = () =>
    handle.db
      .select({ country: places.countryCode, code: places.postalCode, name: places.name })
      .from(places)
      .where(eq(places.source, 'postal_codes'));

  it('writes the valid rows and reports the refused ones', async () => {
    const report = await postalCodesImportCommand.run(handle.db, [sampleFile]);
    expect(report).toMatchObject({ dataset: 'postal-codes', imported: 10 });
    expect(report.rejected.map((r) => r.line)).toEqual([15, 16, 17]);
    expect(await postalRows()).toHaveLength(10);
    const dresden = await findPostalPlaces(handle.db, '01067', 'DE');
    expect(dresden.map((p) => p.name)).toEqual(['Dresden']);
    const [dataset] = await listReferenceDatasets(handle.db, ['postal-codes']);
    expect(dataset).toMatchObject({ rowCount: 10 });
  });

  it('gives the same result when run again (replace, not append)', async () => {
    const before = await postalRows();
    await postalCodesImportCommand.run(handle.db, [sampleFile]);
    const after = await postalRows();
    expect(after).toHaveLength(10);
    expect(new Set(after.map((r) => JSON.stringify(r)))).toEqual(
      new Set(before.map((r) => JSON.stringify(r))),
    );
  });

  it('replaces only the countries of the imported file', async () => {
    const atOnly = readFileSync(sampleFile, 'utf8')
      .split('\n')
      .filter((line, i) => i === 0 || line.startsWith('AT,3100'))
      .join('\n');
    await postalCodesImportCommand.run(handle.db, [tempFile('at-only.csv', atOnly)]);
    const rows = await postalRows();
    expect(rows.filter((r) => r.country === 'AT').map((r) => r.code)).toEqual(['3100', '3100']);
    expect(rows.filter((r) => r.country !== 'AT')).toHaveLength(7);
  });

  it('changes nothing when a file has the wrong header, even after a good file', async () => {
    const before = await postalRows();
    await expect(
      postalCodesImportCommand.run(handle.db, [sampleFile, wrongHeaderFile]),
    ).rejects.toThrow(/unexpected header/);
    expect(await postalRows()).toEqual(before);
  });

  it('reads gzip-compressed files such as the shipped seed', async () => {
    const { places: sample } = parsePostalCodesCsv(readFileSync(sampleFile, 'utf8'));
    const gz = gzipSync(postalSeedCsv(sample.filter((p) => p.countryCode === 'CH')));
    const report = await postalCodesImportCommand.run(handle.db, [tempFile('ch.csv.gz', gz)]);
    expect(report).toMatchObject({ imported: 1, rejected: [] });
  });
});
