// Writes GeoNames postal codes into the gazetteer: from GeoNames CSV files
// (npm run import -- postal-codes <file...>) or from the shipped seed file on first start.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { listReferenceDatasets, replacePostalPlaces, type Db, type NewPlace } from '@foodhub/db';
import type { ImportCommand, RejectedRow } from '../cli/import-commands';
import type { SeedBuilder } from '../seed/builders';
import type { SeedDataset } from '../seed/datasets';
import {
  countriesOf,
  parsePostalCodesCsv,
  POSTAL_CODE_COLUMNS,
  POSTAL_CODES_DATASET,
  type PostalCodesParse,
} from './geonames-postal-codes';

export const POSTAL_CODES_SEED_FILE = 'postal-codes.csv.gz';
const SOURCE_FILES = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH', 'LI'].map(
  (cc) => `geonames-postal-codes/postal_codes_${cc}.csv`,
);

async function readText(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** Parses every file first, so a bad header in the last file still changes nothing. */
async function parseFiles(files: string[]): Promise<PostalCodesParse> {
  const all: PostalCodesParse = {
    places: [],
    rejected: [],
    skipped: { organisations: 0, outsideEurope: 0 },
  };
  for (const file of files) {
    const parsed = parsePostalCodesCsv(await readText(file), path.basename(file));
    all.places.push(...parsed.places);
    all.rejected.push(...parsed.rejected);
    all.skipped.organisations += parsed.skipped.organisations;
    all.skipped.outsideEurope += parsed.skipped.outsideEurope;
  }
  return all;
}

/** Replaces the postal codes of the countries the places cover; the others stay. */
export async function loadPostalPlaces(db: Db, places: NewPlace[]): Promise<number> {
  return replacePostalPlaces(db, countriesOf(places), places, POSTAL_CODES_DATASET);
}

export const postalCodesImportCommand: ImportCommand = {
  usage: '<postal_codes_XX.csv[.gz]...> (GeoNames postal codes; replaces those countries)',
  async run(db, files) {
    if (files.length === 0) {
      throw new Error('Usage: npm run import -- postal-codes <postal_codes_XX.csv...>');
    }
    const { places, rejected, skipped } = await parseFiles(files);
    if (places.length === 0)
      throw new Error(`${files.join(', ')}: no valid rows; nothing changed.`);
    await loadPostalPlaces(db, places);
    // The operator also sees what was left out on purpose (organisations, overseas codes).
    const report = {
      dataset: POSTAL_CODES_DATASET.name,
      imported: places.length,
      rejected,
      skipped,
    };
    return report;
  },
};

const csvField = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The seed file: the gazetteer's columns only, sorted so that rebuilds give stable diffs. */
export function postalSeedCsv(places: NewPlace[]): string {
  const order = (p: NewPlace) => `${p.countryCode}\t${p.postalCode ?? ''}\t${p.name}`;
  const sorted = places
    .map((p) => ({ p, key: order(p) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ p }) => p);
  const lines = sorted.map((p) =>
    [p.countryCode, p.postalCode ?? '', p.name, p.admin1 ?? '', p.admin2 ?? '', p.lat, p.lon]
      .map((v) => csvField(String(v)))
      .join(','),
  );
  return `${POSTAL_CODE_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

export const postalCodesSeedBuilder: SeedBuilder = {
  name: 'postal-codes',
  sources: SOURCE_FILES,
  async build(sourceDir, seedDir) {
    const files = SOURCE_FILES.map((f) => path.join(sourceDir, f));
    const { places, rejected } = await parseFiles(files);
    const gz = gzipSync(postalSeedCsv(places), { level: 9 });
    await writeFile(path.join(seedDir, POSTAL_CODES_SEED_FILE), gz);
    return { rows: places.length, rejected: rejected.length };
  },
};

/** The places of the shipped seed file, or none when the file is missing. */
export async function readPostalSeed(
  seedDir: string,
): Promise<{ places: NewPlace[]; rejected: RejectedRow[] }> {
  const file = path.join(seedDir, POSTAL_CODES_SEED_FILE);
  if (!existsSync(file)) return { places: [], rejected: [] };
  return parseFiles([file]);
}

export const postalCodesSeedDataset: SeedDataset = {
  name: POSTAL_CODES_DATASET.name,
  isMissing: async (db) =>
    (await listReferenceDatasets(db, [POSTAL_CODES_DATASET.name])).length === 0,
  async load(db, seedDir) {
    const { places } = await readPostalSeed(seedDir);
    // Without the seed file the gazetteer still has the world's cities; try again next start.
    if (places.length === 0) return 0;
    return loadPostalPlaces(db, places);
  },
};
