import { findPlacesByName, listReferenceDatasets, type DbHandle } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCities } from '../../test/gazetteer-fixture';
import { freshDb } from '../../test/test-app';
import {
  cityPlaces,
  loadCities,
  MIN_POPULATION_OUTSIDE_EUROPE,
  readAllTheCities,
  type AllTheCitiesEntry,
} from './cities';

const entry = (over: Partial<AllTheCitiesEntry>): AllTheCitiesEntry => ({
  cityId: 1,
  name: 'Graz',
  country: 'AT',
  featureCode: 'PPLA',
  adminCode: '06',
  population: 222326,
  loc: { type: 'Point', coordinates: [15.45, 47.06667] },
  ...over,
});

describe('cityPlaces', () => {
  it('maps an entry to a city place with its name key and [lon, lat] swapped', () => {
    expect(cityPlaces([entry({ name: 'Sankt Pölten' })])).toEqual([
      {
        source: 'cities',
        countryCode: 'AT',
        postalCode: null,
        name: 'Sankt Pölten',
        nameKey: 'st polten',
        admin1: '06',
        admin2: null,
        lat: 47.06667,
        lon: 15.45,
        population: 222326,
      },
    ]);
  });

  it('keeps every European town, and elsewhere only the larger ones', () => {
    const kept = cityPlaces([
      entry({ name: 'Small Alpine village', population: 1200 }),
      entry({ name: 'Small far town', country: 'US', population: 1200 }),
      entry({ name: 'Big far city', country: 'US', population: MIN_POPULATION_OUTSIDE_EUROPE }),
      entry({ name: 'Ruin', featureCode: 'PPLQ' }),
      entry({ name: '   ' }),
      entry({ name: 'Nowhere', loc: { type: 'Point', coordinates: [200, 95] } }),
    ]);
    expect(kept.map((p) => p.name)).toEqual(['Small Alpine village', 'Big far city']);
  });

  it('reads the package as its README describes it', () => {
    const entries = readAllTheCities();
    expect(entries.length).toBeGreaterThan(100_000);
    const graz = entries.find((c) => c.name === 'Graz' && c.country === 'AT');
    expect(graz).toMatchObject({ country: 'AT', loc: { type: 'Point' } });
    expect(graz?.loc.coordinates[1]).toBeCloseTo(47.07, 1);
  });
});

describe('loadCities', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());

  it('replaces the cities and records the data set, idempotently', async () => {
    expect(await loadCities(handle.db, fixtureCities)).toBe(fixtureCities.length);
    expect(await loadCities(handle.db, fixtureCities)).toBe(fixtureCities.length);
    const vienna = await findPlacesByName(handle.db, 'vienna', null);
    expect(vienna.map((p) => p.countryCode)).toEqual(['AT', 'US']);
    const [dataset] = await listReferenceDatasets(handle.db, ['cities']);
    expect(dataset).toMatchObject({ rowCount: fixtureCities.length });
  });
});
