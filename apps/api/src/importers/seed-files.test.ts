import { countNaceCodes, countProducts, findProductImpacts, type DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { agribalyseSeedDataset } from './agribalyse.load';
import { naceSeedDataset } from './nace.load';

// The shipped seed files (data/seed, built by npm run seed:build) are what a fresh server loads.
describe('shipped seed files', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());

  it('load into an empty database with the full counts, once', async () => {
    const seedDir = defaultSeedDir();
    for (const dataset of [naceSeedDataset, agribalyseSeedDataset]) {
      expect(await dataset.isMissing(handle.db, defaultSeedDir())).toBe(true);
    }
    expect(await naceSeedDataset.load(handle.db, seedDir)).toBe(996);
    expect(await agribalyseSeedDataset.load(handle.db, seedDir)).toBe(2517);
    expect(await countNaceCodes(handle.db)).toBe(996);
    expect(await countProducts(handle.db)).toBe(2517);
    expect(await findProductImpacts(handle.db, '7001')).toMatchObject({
      climateChangeTotal: 0.687684,
    });
    for (const dataset of [naceSeedDataset, agribalyseSeedDataset]) {
      expect(await dataset.isMissing(handle.db, defaultSeedDir())).toBe(false);
    }
  });
});
