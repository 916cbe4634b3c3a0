import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countProviders, providerCompanies, type DbHandle } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { providersDir, providersImportCommand } from './providers.load';
import { solutionsSeedDataset } from './solution-catalogue.load';

// The German biogas register next to the repository (../shared/data/biogas-plants-de, described
// in its SOURCE.md). It is not part of the repository, so without it this suite is skipped.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const file = path.resolve(
  root,
  '..',
  'shared',
  'data',
  'biogas-plants-de',
  'mastr_biogas_units_de.csv',
);
const mapping = path.join(providersDir(defaultSeedDir()), 'mappings', 'biogas-plants-de.json');

describe.skipIf(!existsSync(file))(
  'biogas plants of the Marktstammdatenregister (real data)',
  () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await freshDb();
      await solutionsSeedDataset.load(handle.db, defaultSeedDir());
    });
    afterAll(async () => handle.close());

    it(
      'imports every geocoded unit with the mapping, idempotently',
      { timeout: 240_000 },
      async () => {
        const report = await providersImportCommand.run(handle.db, [file, '--mapping', mapping]);
        // SOURCE.md: 23,984 units, 14 of them without a position (postal code not in GeoNames).
        expect(report.imported + report.rejected.length).toBe(23_984);
        expect(report.rejected).toHaveLength(14);
        for (const r of report.rejected) expect(r.reason).toBe('missing coordinates');
        expect(await countProviders(handle.db)).toBe(report.imported);

        const [unit] = await handle.db
          .select()
          .from(providerCompanies)
          .where(eq(providerCompanies.sourceKey, 'mastr:see956830609244'));
        expect(unit).toMatchObject({
          companyName: 'BHKW 1 Deutz 180 kW',
          postalCode: '83413',
          city: 'Fridolfing',
          country: 'DE',
          businessCategory: 'Biogas plant',
          dataSource: 'mastr',
          isSample: false,
          lat: 47.9977,
          lon: 12.8263,
        });
        expect(unit?.additionalCompanyInformation).toMatchObject({
          opened_year: 2005,
          capacity_el_kw: '180',
          plant_type: 'biogas',
        });

        const again = await providersImportCommand.run(handle.db, [file, '--mapping', mapping]);
        expect(again.imported).toBe(report.imported);
        expect(await countProviders(handle.db)).toBe(report.imported);
      },
    );
  },
);
