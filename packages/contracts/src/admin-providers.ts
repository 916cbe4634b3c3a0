import { z } from 'zod';
import { listCursor, listPage } from './admin';
import { PROVIDER_IMPORT_MAX_CHARS, PROVIDER_ORIGINS } from './constants';
import { providerEntryInput } from './provider-entries';

const isoDate = z.string();

/** How many providers one page of GET /admin/providers lists. */
export const ADMIN_PROVIDERS_PAGE_SIZE = 50;

/** GET /admin/providers: every provider (any origin and status), searched and filtered. */
export const adminProvidersQuery = z.object({
  /** Words that must each appear in the name, city, postal code or source key (any case). */
  q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
  solution_id: z
    .string()
    .trim()
    .min(1)
    .max(120, 'solution_id is at most 120 characters')
    .optional(),
  /** ISO alpha-2 (AT, DE, ...). */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country is a two-letter code such as AT')
    .transform((c) => c.toUpperCase())
    .optional(),
  origin: z
    .enum(PROVIDER_ORIGINS, { error: `origin is one of ${PROVIDER_ORIGINS.join(', ')}` })
    .optional(),
  cursor: listCursor.optional(),
});
export type AdminProvidersQuery = z.input<typeof adminProvidersQuery>;

/** One provider in the console's list. */
export const adminProviderRow = z.object({
  id: z.string(),
  source_key: z.string(),
  data_source: z.string(),
  origin: z.enum(PROVIDER_ORIGINS),
  /** 'listed' for samples and imports; an entry's own status for self-registered ones. */
  status: z.string(),
  company_name: z.string().nullable(),
  business_category: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  /** Null without coordinates: such a provider has no distance and no place on the map. */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  solution_ids: z.array(z.string()),
  verified_at: isoDate.nullable(),
  updated_at: isoDate,
});
export type AdminProviderRow = z.infer<typeof adminProviderRow>;

export const adminProviderList = listPage.extend({ providers: z.array(adminProviderRow) });
export type AdminProviderList = z.infer<typeof adminProviderList>;

export const adminProviderParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/**
 * PUT /admin/providers/{id}: what the operator corrects of any provider, with the rules of an
 * organisation's own entry (name, place, contact, website, solutions); coordinates may be left out
 * (null) for a provider the source had none for.
 */
export const adminProviderEdit = providerEntryInput
  .pick({
    company_name: true,
    business_category: true,
    description: true,
    location: true,
    contact_person: true,
    contact: true,
    website: true,
    solution_ids: true,
  })
  .extend({ location_geo: providerEntryInput.shape.location_geo.nullable() });
export type AdminProviderEdit = z.input<typeof adminProviderEdit>;

/** GET /admin/providers/{id}: the row and the editable fields as they are now. */
export const adminProviderDetail = adminProviderRow.extend({
  edit: z.object({
    company_name: z.string().nullable(),
    business_category: z.string().nullable(),
    description: z.string().nullable(),
    location: z.object({
      address: z.string().nullable(),
      city: z.string().nullable(),
      postal_code: z.string().nullable(),
      country: z.string().nullable(),
    }),
    location_geo: z
      .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
      .nullable(),
    contact_person: z.string().nullable(),
    contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
    website: z.string().nullable(),
    solution_ids: z.array(z.string()),
  }),
});
export type AdminProviderDetail = z.infer<typeof adminProviderDetail>;

export const PROVIDER_IMPORT_FORMATS = ['csv', 'geojson'] as const;
/** How many valid rows the report shows before the commit. */
export const PROVIDER_IMPORT_PREVIEW_ROWS = 20;

/**
 * POST /admin/providers/import: a CSV or GeoJSON file's text, read with the importer of
 * `npm run import -- providers` (its default columns, the solutions every row offers, fixed
 * values such as the country). Without `commit` nothing is written and the report says what the
 * file would do; with `commit: true` the same file is written in one transaction (the valid rows;
 * the rejected ones are reported and left out).
 */
export const providerImportBody = z.object({
  format: z.enum(PROVIDER_IMPORT_FORMATS, { error: 'format is csv or geojson' }),
  content: z
    .string({ error: 'content is the file as text' })
    .min(1, 'The file is empty')
    .max(
      PROVIDER_IMPORT_MAX_CHARS,
      `The file is larger than ${PROVIDER_IMPORT_MAX_CHARS} characters`,
    ),
  /** Names the source: the rows' keys start with it and data_source is it (e.g. foodbanks-at). */
  source: z
    .string({ error: 'source is required' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/i, 'source: letters, digits, - and _ only (at most 60)')
    // The data_source of organisations' own entries: rows imported under it would pass for them.
    .refine((s) => s.toLowerCase() !== 'self-registered', {
      error: 'source: self-registered names the organisations’ own entries; choose another',
    }),
  /** Solution ids every row offers (besides a solution_ids column of the file). */
  solutions: z.array(z.string().trim().min(1).max(120)).max(30).default([]),
  /** Fixed values for columns the file lacks, e.g. { country: 'AT' }. */
  defaults: z.record(z.string(), z.string().max(300)).default({}),
  commit: z.boolean().default(false),
});
export type ProviderImportBody = z.input<typeof providerImportBody>;

export const providerImportReport = z.object({
  committed: z.boolean(),
  source: z.string(),
  /** Rows (or features) read from the file. */
  rows: z.number().int(),
  valid: z.number().int(),
  /** Of the valid rows, how many are new and how many replace a provider of the same key. */
  new: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** The first valid rows as they would be stored. */
  preview: z.array(
    z.object({
      source_key: z.string(),
      company_name: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      solution_ids: z.array(z.string()),
      has_coordinates: z.boolean(),
    }),
  ),
});
export type ProviderImportReport = z.infer<typeof providerImportReport>;

/** DELETE /admin/providers/samples: how many sample providers were removed. */
export const removedSamples = z.object({ removed: z.number().int() });
