// Reads provider companies (spec part 1 §3 'Provider, dataset origin') from a CSV file or a
// GeoJSON FeatureCollection (e.g. an OpenStreetMap export), through a column mapping; the
// project's own JSON format is in providers-json.ts. Pure: rows and rejected rows with reasons;
// providers.load.ts writes them.
import type { NewProviderRow } from '@foodhub/db';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { RejectedRow } from '../cli/import-commands';
import { readCsvTable } from './csv-table';

/** The provider fields a column of a source file can be mapped onto. */
export const PROVIDER_FIELDS = [
  'company_name',
  'business_category',
  'description',
  'address',
  'city',
  'postal_code',
  'country',
  'lat',
  'lon',
  'email',
  'phone',
  'website',
  'contact_person',
  'institution_types',
  'solution_ids',
  'opened_year',
  'non_profit',
] as const;
export type ProviderField = (typeof PROVIDER_FIELDS)[number];

/**
 * How a source file maps onto provider fields. `columns` maps a field (or `info.<name>`, an extra
 * key of additional_company_information) to a source column; `defaults` gives fixed values for
 * fields the file lacks (e.g. country DE); `solutions` are offered by every row.
 */
export const providerMappingSchema = z.object({
  source: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'letters, digits, - and _ only')
    .optional(),
  key: z.string().min(1).optional(),
  solutions: z.array(z.string().min(1)).optional(),
  columns: z
    .record(z.string(), z.string().min(1))
    .refine(
      (columns) =>
        Object.keys(columns).every(
          (k) => (PROVIDER_FIELDS as readonly string[]).includes(k) || /^info\.\w+$/.test(k),
        ),
      { message: `keys must be one of ${PROVIDER_FIELDS.join(', ')} or info.<name>` },
    )
    .default({}),
  defaults: z.partialRecord(z.enum(PROVIDER_FIELDS), z.string()).default({}),
});
export type ProviderMapping = z.infer<typeof providerMappingSchema>;

/** Columns tried, in order, for a field the mapping does not name (CSV headers and OSM tags). */
export const DEFAULT_COLUMNS: Record<ProviderField, string[]> = {
  company_name: ['company_name', 'name', 'companyName'],
  business_category: ['business_category', 'businessCategory', 'category'],
  description: ['description'],
  address: ['address', 'street'],
  city: ['city', 'addr:city', 'town'],
  postal_code: ['postal_code', 'postalCode', 'postcode', 'addr:postcode', 'zip'],
  country: ['country', 'addr:country', 'country_code'],
  lat: ['lat', 'latitude'],
  lon: ['lon', 'lng', 'longitude'],
  email: ['email', 'contact:email', 'e-mail'],
  phone: ['phone', 'contact:phone', 'telephone'],
  website: ['website', 'contact:website', 'url'],
  contact_person: ['contact_person', 'contact'],
  institution_types: ['institution_types', 'social_facility', 'amenity'],
  solution_ids: ['solution_ids', 'solutions'],
  opened_year: ['opened_year', 'start_date'],
  non_profit: ['non_profit'],
};

/** One record of a source file: its values by column name and its line (or feature number). */
export interface SourceRecord {
  line: number;
  columns: ReadonlySet<string>;
  get(column: string): string;
}

export interface ParsedProvider {
  /** The record's line (or feature or provider number) in the file. */
  line: number;
  row: NewProviderRow;
  solutionIds: string[];
}

export interface ParsedProviders {
  providers: ParsedProvider[];
  rejected: RejectedRow[];
}

/** A file that is not the expected format at all: the importer stops and changes nothing. */
export class ProviderFileError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An ISO 3166-1 alpha-2 country code, as every provider source here writes it. */
export const COUNTRY = /^[A-Z]{2}$/;

/**
 * A text a spreadsheet would run as a formula: the console's CSV export writes an apostrophe
 * before it, which a spreadsheet shows as text and the CSV reader takes off again.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'(?=[=+\-@\t\r])/;

export function readProviderCsv(
  text: string,
  label: string,
): { records: SourceRecord[]; rejected: RejectedRow[]; columns: ReadonlySet<string> } {
  const { records, rejected } = readCsvTable(text, label, []);
  // readCsvTable has checked that the file parses; its first record is the header.
  const [header = []] = parse(text, { bom: true, to_line: 1 }) as string[][];
  const columns = new Set(header.map((c) => c.trim()));
  return {
    records: records.map((r) => ({
      line: r.line,
      columns,
      get: (column: string) => r.get(column).replace(GUARDED, ''),
    })),
    rejected,
    columns,
  };
}

const geoJsonFile = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.string(), z.number()]).nullish(),
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullish(),
      properties: z.record(z.string(), z.unknown()).nullish(),
    }),
  ),
});

/** Column names GeoJSON records get for the Point geometry and the feature id. */
export const GEO_LAT = '@lat';
export const GEO_LON = '@lon';
export const GEO_ID = '@feature_id';

/**
 * A FeatureCollection as records: the properties are the columns, a Point geometry gives @lat
 * and @lon, the feature id (or an OpenStreetMap export's @id / id property) gives @feature_id.
 */
export function readProviderGeoJson(json: unknown, label: string): SourceRecord[] {
  const parsed = geoJsonFile.safeParse(json);
  if (!parsed.success) {
    throw new ProviderFileError(`${label}: not a GeoJSON FeatureCollection`);
  }
  return parsed.data.features.map((feature, i) => {
    const values = new Map<string, string>();
    for (const [key, value] of Object.entries(feature.properties ?? {})) {
      if (value === null || value === undefined) continue;
      values.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const coordinates = feature.geometry?.coordinates;
    if (feature.geometry?.type === 'Point' && Array.isArray(coordinates)) {
      values.set(GEO_LON, String(coordinates[0]));
      values.set(GEO_LAT, String(coordinates[1]));
    }
    const id = values.get('@id') ?? values.get('id') ?? feature.id;
    if (id !== undefined && id !== null) values.set(GEO_ID, String(id));
    return {
      line: i + 1,
      columns: new Set(values.keys()),
      get: (column: string) => (values.get(column) ?? '').trim(),
    };
  });
}

function splitList(text: string): string[] {
  return text
    .split(/[;|,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface TableOptions {
  /** Prefix of every source key and the data_source column. */
  source: string;
  mapping: ProviderMapping;
  /** Column used for the key when the mapping names none (GeoJSON: the feature id). */
  defaultKeyColumn?: string;
  knownSolutionIds: ReadonlySet<string>;
}

/** Maps records onto providers; each invalid record becomes a rejected row with the reason. */
export function parseProviderRecords(
  records: SourceRecord[],
  options: TableOptions,
): ParsedProviders {
  const { source, mapping, knownSolutionIds } = options;
  const providers: ParsedProvider[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Set<string>();
  const keyColumn = mapping.key ?? options.defaultKeyColumn;
  const extraInfo = Object.entries(mapping.columns).filter(([k]) => k.startsWith('info.'));

  for (const record of records) {
    const value = (field: ProviderField): string => {
      const mapped = mapping.columns[field];
      if (mapped !== undefined) return record.get(mapped) || (mapping.defaults[field] ?? '');
      const column = DEFAULT_COLUMNS[field].find((c) => record.columns.has(c) && record.get(c));
      if (column !== undefined) return record.get(column);
      if (field === 'lat' && record.get(GEO_LAT)) return record.get(GEO_LAT);
      if (field === 'lon' && record.get(GEO_LON)) return record.get(GEO_LON);
      if (field === 'address' && record.get('addr:street')) {
        return `${record.get('addr:street')} ${record.get('addr:housenumber')}`.trim();
      }
      return mapping.defaults[field] ?? '';
    };
    const reject = (reason: string) => rejected.push({ line: record.line, reason });

    const name = value('company_name');
    if (!name) {
      reject('missing company name');
      continue;
    }
    const latText = value('lat');
    const lonText = value('lon');
    if (!latText || !lonText) {
      reject('missing coordinates');
      continue;
    }
    const lat = Number(latText);
    const lon = Number(lonText);
    if (
      !Number.isFinite(lat) ||
      !Number.isFinite(lon) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 180
    ) {
      reject(`coordinates out of range (lat ${latText}, lon ${lonText})`);
      continue;
    }
    const email = value('email');
    if (email && !EMAIL.test(email)) {
      reject(`bad e-mail '${email}'`);
      continue;
    }
    const country = value('country').toUpperCase();
    if (country && !COUNTRY.test(country)) {
      reject(`country '${country}' is not a two-letter ISO code`);
      continue;
    }
    const solutionIds = [
      ...new Set([...(mapping.solutions ?? []), ...splitList(value('solution_ids'))]),
    ];
    const unknown = solutionIds.filter((id) => !knownSolutionIds.has(id));
    if (unknown.length > 0) {
      reject(`unknown solution id(s) ${unknown.join(', ')}`);
      continue;
    }
    if (solutionIds.length === 0) {
      reject('no solution id (give --solution or a solution_ids column)');
      continue;
    }
    let keyValue: string;
    if (keyColumn !== undefined) {
      keyValue = record.get(keyColumn);
      if (!keyValue) {
        reject(`missing key (column ${keyColumn})`);
        continue;
      }
    } else {
      keyValue = `${slug(name)}@${lat.toFixed(5)},${lon.toFixed(5)}`;
    }
    const sourceKey = `${source}:${keyValue}`;
    if (seen.has(sourceKey)) {
      reject(`duplicate key ${sourceKey}`);
      continue;
    }
    seen.add(sourceKey);

    const info: Record<string, unknown> = {};
    const website = value('website');
    if (website) info.website = website;
    const year = Number.parseInt(value('opened_year'), 10);
    if (Number.isInteger(year) && year > 0) info.opened_year = year;
    const nonProfit = value('non_profit').toLowerCase();
    if (['true', 'yes', '1'].includes(nonProfit)) info.non_profit = true;
    if (['false', 'no', '0'].includes(nonProfit)) info.non_profit = false;
    for (const [target, column] of extraInfo) {
      const extra = record.get(column);
      if (extra) info[target.slice('info.'.length)] = extra;
    }
    const phone = value('phone');
    const institutionTypes = splitList(value('institution_types'));

    providers.push({
      line: record.line,
      solutionIds,
      row: {
        sourceKey,
        dataSource: source,
        isSample: false,
        companyName: name,
        businessCategory: value('business_category') || null,
        description: value('description') || null,
        address: value('address') || null,
        city: value('city') || null,
        postalCode: value('postal_code') || null,
        country: country || null,
        lat,
        lon,
        institutionTypes: institutionTypes.length > 0 ? institutionTypes : null,
        capacity: null,
        logistics: null,
        companyConstraints: null,
        acceptedFoodTypes: null,
        contactPerson: value('contact_person') || null,
        contact: email || phone ? { email: email || null, phone: phone || null } : null,
        additionalCompanyInformation: Object.keys(info).length > 0 ? info : null,
      },
    });
  }
  return { providers, rejected };
}
