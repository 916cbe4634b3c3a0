import {
  listReferenceDatasets,
  listSolutions,
  referenceDatasets,
  type DbHandle,
} from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../test/test-app';
import { defaultSeedDir } from '../seed/seed-reference-data';
import { sampleProvidersSeedDataset } from './providers.load';
import { SOLUTIONS_DATASET } from './solution-catalogue';
import {
  readCatalogueFiles,
  solutionsSeedDataset,
  loadSolutionCatalogue,
} from './solution-catalogue.load';

// An installation that upgrades gets the catalogue its new release ships (new solutions, the
// states each takes), while a catalogue its operator imported stays as it is.
describe('catalogue releases', () => {
  let handle: DbHandle;
  const seedDir = defaultSeedDir();
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());

  const setSource = (source: string) =>
    handle.db
      .update(referenceDatasets)
      .set({ source })
      .where(eq(referenceDatasets.name, SOLUTIONS_DATASET.name));

  it('loads the shipped catalogue once, with the states of every solution', async () => {
    expect(await solutionsSeedDataset.isMissing(handle.db, seedDir)).toBe(true);
    await solutionsSeedDataset.load(handle.db, seedDir);
    expect(await solutionsSeedDataset.isMissing(handle.db, seedDir)).toBe(false);
    const rows = await listSolutions(handle.db);
    expect(rows.every((r) => r.acceptedStates.length > 0)).toBe(true);
    const [loaded] = await listReferenceDatasets(handle.db, [SOLUTIONS_DATASET.name]);
    expect(loaded!.source).toMatch(/shipped release [0-9a-f]{16}$/);
  });

  it('loads it again when another release was loaded, or one from before releases', async () => {
    await setSource(`${SOLUTIONS_DATASET.source}; shipped release 0000000000000000`);
    expect(await solutionsSeedDataset.isMissing(handle.db, seedDir)).toBe(true);
    await setSource(SOLUTIONS_DATASET.source);
    expect(await solutionsSeedDataset.isMissing(handle.db, seedDir)).toBe(true);
  });

  it('leaves an imported catalogue alone', async () => {
    const catalogue = await readCatalogueFiles(
      `${seedDir}/../solutions/solutions.json`,
      `${seedDir}/../solutions/food-terms.json`,
    );
    await loadSolutionCatalogue(
      handle.db,
      catalogue,
      `${SOLUTIONS_DATASET.source}; imported from x.json`,
    );
    expect(await solutionsSeedDataset.isMissing(handle.db, seedDir)).toBe(false);
  });

  it('loads the sample providers of solutions that have none yet', async () => {
    expect(await sampleProvidersSeedDataset.isMissing(handle.db, seedDir)).toBe(true);
    await sampleProvidersSeedDataset.load(handle.db, seedDir);
    expect(await sampleProvidersSeedDataset.isMissing(handle.db, seedDir)).toBe(false);
  });
});
