// Reads provider companies (spec part 1 §3 'Provider, dataset origin') from a CSV file, a GeoJSON
// FeatureCollection (e.g. an OpenStreetMap export) or the project's own JSON format (the shipped
// sample providers). Pure: rows and rejected rows with reasons; providers.load.ts writes them.
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
const DEFAULT_COLUMNS: Record<ProviderField, string[]> = {
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
const COUNTRY = /^[A-Z]{2}$/;

export function readProviderCsv(
  text: string,
  label: string,
): { records: SourceRecord[]; rejected: RejectedRow[] } {
  const { records, rejected } = readCsvTable(text, label, []);
  // readCsvTable has checked that the file parses; its first record is the header.
  const [header = []] = parse(text, { bom: true, to_line: 1 }) as string[][];
  const columns = new Set(header.map((c) => c.trim()));
  return { records: records.map((r) => ({ line: r.line, columns, get: r.get })), rejected };
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

// ---- The project's JSON format (spec §3 field names), used by the shipped sample providers ----

/** Keys additional_company_information is also read under (older files misspell it). */
export const MISSPELLED_INFO_KEYS = [
  'additional_company_informations',
  'additionnal_company_information',
  'aditional_company_information',
] as const;

const nullableText = z.string().nullish();
const providerJson = z.object({
  source_key: z.string().min(1),
  is_sample: z.boolean().default(false),
  solution_ids: z.array(z.string().min(1)).min(1),
  company_name: z.string().min(1),
  business_category: nullableText,
  description: nullableText,
  location: z
    .object({
      address: nullableText,
      city: nullableText,
      postal_code: nullableText,
      postalCode: nullableText,
      country: z.string().regex(COUNTRY).nullish(),
    })
    .nullish(),
  location_geo: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  institution_types: z.array(z.string()).nullish(),
  capacity: z
    .array(
      z.looseObject({
        food_category: z.string(),
        needed: z.enum(['always', 'sometimes', 'rarely']),
        max_kg_per_week: z.number().nonnegative().nullish(),
        note: nullableText,
      }),
    )
    .nullish(),
  logistics: z
    .looseObject({
      pickup: z
        .looseObject({
          available: z.boolean(),
          radius_km: z.number().nonnegative().nullish(),
          frequency: nullableText,
          weekend: z.boolean().nullish(),
        })
        .nullish(),
      delivery: z.looseObject({ accepted: z.boolean() }).nullish(),
    })
    .nullish(),
  company_constraints: z.record(z.string(), z.unknown()).nullish(),
  accepted_food_types: z
    .object({
      food_group: z.array(z.string()).default([]),
      food_subgroup: z.array(z.string()).default([]),
      surplus_name: z.array(z.string()).default([]),
    })
    .nullish(),
  contact_person: nullableText,
  contact: z.object({ email: z.email().nullish(), phone: nullableText }).nullish(),
  additional_company_information: z.record(z.string(), z.unknown()).nullish(),
});
const providerJsonFile = z.object({
  source: z.string().optional(),
  providers: z.array(z.unknown()),
});

/**
 * Reads the project's provider JSON ({ providers: [...] }, spec §3 field names plus source_key and
 * solution_ids). Each invalid provider becomes a rejected row (line = its position, from 1).
 */
export function parseProviderJson(
  json: unknown,
  knownSolutionIds: ReadonlySet<string>,
): ParsedProviders {
  const file = providerJsonFile.safeParse(json);
  if (!file.success) throw new ProviderFileError('not a provider file ({ "providers": [...] })');
  const providers: ParsedProvider[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Set<string>();
  file.data.providers.forEach((raw, i) => {
    const line = i + 1;
    const input = { ...(raw as Record<string, unknown>) };
    if (input.additional_company_information === undefined) {
      const misspelled = MISSPELLED_INFO_KEYS.find((k) => input[k] !== undefined);
      if (misspelled) input.additional_company_information = input[misspelled];
    }
    const parsed = providerJson.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      rejected.push({ line, reason: `${issue.path.join('.') || '(provider)'}: ${issue.message}` });
      return;
    }
    const p = parsed.data;
    const unknown = p.solution_ids.filter((id) => !knownSolutionIds.has(id));
    if (unknown.length > 0) {
      rejected.push({ line, reason: `unknown solution id(s) ${unknown.join(', ')}` });
      return;
    }
    if (seen.has(p.source_key)) {
      rejected.push({ line, reason: `duplicate key ${p.source_key}` });
      return;
    }
    seen.add(p.source_key);
    const [lon, lat] = p.location_geo.coordinates;
    providers.push({
      solutionIds: [...new Set(p.solution_ids)],
      row: {
        sourceKey: p.source_key,
        dataSource: p.source_key.split(':')[0]!,
        isSample: p.is_sample,
        companyName: p.company_name,
        businessCategory: p.business_category ?? null,
        description: p.description ?? null,
        address: p.location?.address ?? null,
        city: p.location?.city ?? null,
        postalCode: p.location?.postal_code ?? p.location?.postalCode ?? null,
        country: p.location?.country ?? null,
        lat,
        lon,
        institutionTypes: p.institution_types ?? null,
        capacity: p.capacity ?? null,
        logistics: p.logistics ?? null,
        companyConstraints: p.company_constraints ?? null,
        acceptedFoodTypes: p.accepted_food_types ?? null,
        contactPerson: p.contact_person ?? null,
        contact: p.contact ?? null,
        additionalCompanyInformation: p.additional_company_information ?? null,
      },
    });
  });
  return { providers, rejected };
}
