// GeoNames postal codes (one row per postal code and place) for the embedded gazetteer. Reads
// the CSV shape of ../shared/data/geonames-postal-codes (see its SOURCE.md) and the shipped seed
// file data/seed/postal-codes.csv.gz, which keeps the columns the gazetteer uses under the same
// names, so both go through this one parser.
import type { NewPlace } from '@foodhub/db';
import { placeLookupKey } from '@foodhub/domain';
import type { RejectedRow } from '../cli/import-commands';
import { parseDecimal, readCsvTable, type CsvRecord } from './csv-table';

export const POSTAL_CODES_DATASET_NAME = 'postal-codes';

/** The columns the gazetteer needs; GeoNames files have more (state_code, community, ...). */
export const POSTAL_CODE_COLUMNS = [
  'country_code',
  'zipcode',
  'place',
  'state',
  'province',
  'latitude',
  'longitude',
] as const;

/**
 * Rough bounds of Europe (with the Canaries, Cyprus and the Arctic north). France's file also
 * lists overseas codes (e.g. 98799 Clipperton Island in the Pacific); they are not Alpine
 * surroundings and would turn a typo in a city name into a point on another continent.
 */
const EUROPE = { minLat: 27, maxLat: 72, minLon: -32, maxLon: 45 };

export interface PostalCodesParse {
  places: NewPlace[];
  rejected: RejectedRow[];
  /** Rows left out on purpose, by reason (not errors in the file). */
  skipped: { organisations: number; outsideEurope: number };
}

function toPlace(r: CsvRecord): NewPlace | string {
  const country = r.get('country_code');
  const postalCode = r.get('zipcode');
  const name = r.get('place');
  const lat = parseDecimal(r.get('latitude'));
  const lon = parseDecimal(r.get('longitude'));
  if (!/^[A-Z]{2}$/.test(country)) return `country_code '${country}' is not an ISO alpha-2 code`;
  // Text, never a number: leading zeros are part of the code (DE 01067, IT 00184).
  if (!/^[0-9A-Z][0-9A-Z -]{0,9}$/i.test(postalCode)) {
    return `zipcode '${postalCode}' is not a postal code (1-10 letters, digits, spaces, hyphens)`;
  }
  if (!name) return 'place is empty';
  if (name.length > 200) return 'place is longer than 200 characters';
  if (lat === undefined || lat < -90 || lat > 90)
    return `latitude '${r.get('latitude')}' is invalid`;
  if (lon === undefined || lon < -180 || lon > 180) {
    return `longitude '${r.get('longitude')}' is invalid`;
  }
  const nameKey = placeLookupKey(name);
  if (!nameKey) return `place '${name}' has no letters or digits`;
  return {
    source: 'postal_codes',
    countryCode: country,
    postalCode: postalCode.toUpperCase(),
    name,
    nameKey,
    admin1: r.get('state') || null,
    admin2: r.get('province') || null,
    lat,
    lon,
    population: null,
  };
}

/**
 * Postal codes of organisations rather than localities. Germany's list holds the codes of
 * large customers (companies, authorities) with the organisation as place ('Daimler Insurance
 * Services GmbH'); those rows carry GeoNames' numeric Land codes ('01'-'16') where every
 * locality row has the postal abbreviation ('BY'). France's holds business and service codes
 * written with a suffix after the five digits ('75021 CEDEX 01', '75303 SP 07', '13661 AIR').
 */
function isOrganisation(r: CsvRecord): boolean {
  const country = r.get('country_code');
  if (country === 'DE') return /^\d+$/.test(r.get('state_code'));
  if (country === 'FR') return /^\d{5}\s+\S/.test(r.get('zipcode'));
  return false;
}

function outsideEurope(p: NewPlace): boolean {
  return (
    p.lat < EUROPE.minLat || p.lat > EUROPE.maxLat || p.lon < EUROPE.minLon || p.lon > EUROPE.maxLon
  );
}

/**
 * Pure: a GeoNames postal-code CSV to gazetteer places, rows refused with their reason, and the
 * rows left out on purpose. Throws CsvFormatError when the header is not that of such a file.
 */
export function parsePostalCodesCsv(text: string, fileLabel = 'postal codes'): PostalCodesParse {
  const table = readCsvTable(text, fileLabel, POSTAL_CODE_COLUMNS);
  const result: PostalCodesParse = {
    places: [],
    rejected: [...table.rejected],
    skipped: { organisations: 0, outsideEurope: 0 },
  };
  for (const record of table.records) {
    if (isOrganisation(record)) {
      result.skipped.organisations++;
      continue;
    }
    const place = toPlace(record);
    if (typeof place === 'string') {
      result.rejected.push({ line: record.line, reason: `${fileLabel}: ${place}` });
    } else if (place.countryCode === 'FR' && outsideEurope(place)) {
      result.skipped.outsideEurope++;
    } else {
      result.places.push(place);
    }
  }
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}

/** The countries a set of places covers, in alphabetical order. */
export function countriesOf(places: NewPlace[]): string[] {
  return [...new Set(places.map((p) => p.countryCode))].sort();
}

/** How reference_datasets and data/NOTICE.md name the source. */
export const POSTAL_CODES_DATASET = {
  name: POSTAL_CODES_DATASET_NAME,
  source: 'GeoNames postal codes (www.geonames.org), CC BY 4.0',
};
