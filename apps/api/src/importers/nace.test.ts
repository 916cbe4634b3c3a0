import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countNaceCodes, listNaceCodes, listReferenceDatasets, type DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NACE_FIXTURE_CODES } from '../../test/reference-fixtures';
import { freshDb } from '../../test/test-app';
import { CsvFormatError } from './csv-table';
import { parseNaceCsv } from './nace';
import { naceImportCommand } from './nace.load';

const fixtures = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
const goodFile = path.join(fixtures, 'nace-small.csv');
const wrongHeaderFile = path.join(fixtures, 'nace-wrong-header.csv');

describe('parseNaceCsv', () => {
  const { codes, rejected } = parseNaceCsv(readFileSync(goodFile, 'utf8'));

  it('keeps the valid codes as text, in Eurostat order, with level and parent', () => {
    expect(codes.map((c) => c.code)).toEqual(NACE_FIXTURE_CODES);
    expect(codes[1]).toEqual({
      code: '01',
      level: 'Division',
      parentCode: 'A',
      sectionCode: 'A',
      titleEn: 'Crop and animal production, hunting and related service activities',
      titleDe: 'Landwirtschaft, Jagd und damit verbundene Tätigkeiten',
      titleFr: 'Culture et production animale, chasse et services annexes',
      titleIt: 'Produzioni vegetali e animali, caccia e servizi connessi',
      sortOrder: 398482,
    });
    expect(codes.find((c) => c.code === 'A')?.parentCode).toBeNull();
    // An empty translation is stored as null, so the API falls back to English.
    expect(codes.find((c) => c.code === '01.11')?.titleDe).toBeNull();
  });

  it('collects every refused row with its line and reason instead of throwing', () => {
    expect(rejected).toEqual([
      { line: 10, reason: "nace_rev2.csv: code '1072' is not a class code" },
      { line: 11, reason: 'nace_rev2.csv: parent 99.9 of 99.99 is not in the file' },
      { line: 12, reason: 'nace_rev2.csv: 7 fields, the header has 12' },
      { line: 13, reason: 'nace_rev2.csv: duplicate code 10.71 (first on line 9)' },
    ]);
  });

  it('throws a clear error for a file that is not the NACE table', () => {
    expect(() => parseNaceCsv(readFileSync(wrongHeaderFile, 'utf8'))).toThrow(CsvFormatError);
    expect(() => parseNaceCsv('')).toThrow(/missing column\(s\) code, level/);
    expect(() => parseNaceCsv('code,title\nA,Agriculture\n')).toThrow(
      'nace_rev2.csv: unexpected header, missing column(s) level, parent_code, section_code, title_en, title_de, title_fr, title_it, eurostat_order.',
    );
  });
});

describe('npm run import -- nace', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());

  it('replaces the codes and records the release; a re-run gives the same table', async () => {
    const first = await naceImportCommand.run(handle.db, [goodFile]);
    expect(first).toMatchObject({ dataset: 'nace', imported: 8 });
    expect(first.rejected).toHaveLength(4);
    const before = await listNaceCodes(handle.db);

    const again = await naceImportCommand.run(handle.db, [goodFile]);
    expect(again.imported).toBe(8);
    expect(await listNaceCodes(handle.db)).toEqual(before);
    expect(await listReferenceDatasets(handle.db, ['nace'])).toEqual([
      expect.objectContaining({
        name: 'nace',
        rowCount: 8,
        source: expect.stringMatching(/NACE Rev. 2/),
      }),
    ]);
  });

  it('changes nothing when the file has the wrong header', async () => {
    await expect(naceImportCommand.run(handle.db, [wrongHeaderFile])).rejects.toThrow(
      /nace-wrong-header.csv: not a comma-separated CSV file/,
    );
    expect(await countNaceCodes(handle.db)).toBe(8);
  });

  it('refuses to run without exactly one file', async () => {
    await expect(naceImportCommand.run(handle.db, [])).rejects.toThrow(/Usage/);
  });
});
