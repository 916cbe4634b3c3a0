import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { geocodeWithGazetteer } from '../lib/gazetteer-geocoder';
import { parsePostalCodesCsv } from './geonames-postal-codes';
import { postalCodesImportCommand } from './postal-codes.load';

// The public GeoNames files next to the repository (../shared/data, described in its SOURCE.md).
// They are not part of the repository, so on a machine without them this suite is skipped.
const dir = path.resolve(
  fileURLToPath(new URL('../../../../', import.meta.url)),
  '..',
  'shared',
  'data',
  'geonames-postal-codes',
);
const file = (cc: string) => path.join(dir, `postal_codes_${cc}.csv`);

// Rows per file as SOURCE.md lists them, and what the importer leaves out on purpose:
// DE large-customer codes and FR CEDEX/service codes (organisations), FR 98799 Clipperton.
const expected: Record<string, { rows: number; organisations: number; outsideEurope: number }> = {
  AT: { rows: 18957, organisations: 0, outsideEurope: 0 },
  DE: { rows: 23297, organisations: 6819, outsideEurope: 0 },
  IT: { rows: 18415, organisations: 0, outsideEurope: 0 },
  SI: { rows: 556, organisations: 0, outsideEurope: 0 },
  FR: { rows: 51611, organisations: 14353, outsideEurope: 1 },
  CH: { rows: 4520, organisations: 0, outsideEurope: 0 },
  LI: { rows: 13, organisations: 0, outsideEurope: 0 },
};

describe.skipIf(!existsSync(dir))('GeoNames postal-code files of ../shared/data', () => {
  it.each(Object.entries(expected))('reads every row of %s', (cc, counts) => {
    const parsed = parsePostalCodesCsv(readFileSync(file(cc), 'utf8'), cc);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.skipped).toEqual({
      organisations: counts.organisations,
      outsideEurope: counts.outsideEurope,
    });
    expect(parsed.places).toHaveLength(counts.rows - counts.organisations - counts.outsideEurope);
    expect(new Set(parsed.places.map((p) => p.countryCode))).toEqual(new Set([cc]));
  });

  describe('in the gazetteer', () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await freshDb();
      await postalCodesImportCommand.run(handle.db, [file('AT'), file('IT')]);
    });
    afterAll(() => handle.close());

    it('places AT 1010 Wien at the point GeoNames gives (48.2077, 16.3705)', async () => {
      const result = await geocodeWithGazetteer(handle.db, {
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
      });
      expect(result).toMatchObject({ found: true, precision: 'postal_code' });
      if (!result.found) return;
      expect(result.lat).toBeCloseTo(48.2077, 3);
      expect(result.lon).toBeCloseTo(16.3705, 3);
    });

    it('finds Bozen and Bolzano under 39100', async () => {
      for (const city of ['Bozen', 'Bolzano']) {
        const result = await geocodeWithGazetteer(handle.db, {
          postalCode: '39100',
          city,
          country: 'Italia',
        });
        expect(result).toMatchObject({ found: true, lat: 46.4907, lon: 11.3398 });
      }
    });
  });
});
