import { z } from 'zod';

/**
 * GET /provider_companies (spec part 1 §7): the providers of one solution. Query values arrive
 * as text; numbers are checked as written, so '' or '12abc' is an error rather than 0 or NaN.
 */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const numberParam = (name: string, min: number, max: number, range: string) =>
  z
    .string({ error: `${name} must be a number` })
    .trim()
    .regex(NUMBER_TEXT, `${name} must be a number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be ${range}`).max(max, `${name} must be ${range}`));

export const PROVIDER_QUERY_LIST_MAX = 50;

/** How many providers one answer holds when the query does not say (`limit`), and at most. */
export const PROVIDER_LIMIT_DEFAULT = 200;
export const PROVIDER_LIMIT_MAX = 500;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PROVIDER_LIMIT_MAX}`;

export const providerCompaniesQuery = z
  .object({
    // The pattern of solutionIdParams (solutions.ts), with a message when it is missing.
    solution_id: z
      .string({ error: 'solution_id is required' })
      .min(1, 'solution_id is required')
      .max(120, 'A solution id has at most 120 characters')
      .regex(/^[A-Za-z0-9._:-]+$/, 'A solution id has letters, digits, dots, colons and hyphens'),
    solution_origin: z
      .enum(['vcg.ai'], { error: 'solution_origin can only be vcg.ai (leave it out for dataset)' })
      .optional(),
    lat: numberParam('lat', -90, 90, '-90 to 90').optional(),
    lon: numberParam('lon', -180, 180, '-180 to 180').optional(),
    // A repeated key arrives as a list, a single one as a text.
    food_group: z
      .union([z.string().max(300), z.array(z.string().max(300)).max(PROVIDER_QUERY_LIST_MAX)], {
        error: `food_group must be texts (at most ${PROVIDER_QUERY_LIST_MAX})`,
      })
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    surplus_name: z.string().max(300, 'surplus_name has at most 300 characters').optional(),
    kg_per_week: numberParam('kg_per_week', 0, 1e9, '0 or more').optional(),
    only_suitable: z
      .enum(['true', 'false'], { error: 'only_suitable must be true or false' })
      .optional()
      .transform((v) => v === 'true'),
    /**
     * At most this many providers (1..PROVIDER_LIMIT_MAX, default PROVIDER_LIMIT_DEFAULT): with
     * lat/lon the nearest ones (providers without coordinates last), without a point the first
     * by company name; for vcg.ai, the first of the outside service's list. The limit is taken
     * before suitability is judged, so with only_suitable=true the answer may hold fewer than
     * `limit` providers even when the solution has more suitable ones further down the list;
     * `total` in the answer counts them all.
     */
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .trim()
      .regex(NUMBER_TEXT, LIMIT_MESSAGE)
      .transform(Number)
      .pipe(
        z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(PROVIDER_LIMIT_MAX, LIMIT_MESSAGE),
      )
      .default(PROVIDER_LIMIT_DEFAULT),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'lat and lon must be given together',
    path: ['lat'],
  });
export type ProviderCompaniesQuery = z.infer<typeof providerCompaniesQuery>;

const nullableText = z.string().nullable();
const constraintValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** Spec part 1 §3 'Provider, dataset origin', plus our id, the sample badge and suitability. */
export const datasetProvider = z.object({
  _id: z.string(),
  is_sample: z.boolean(),
  suitable: z.boolean(),
  company_name: nullableText,
  business_category: nullableText,
  description: nullableText,
  /** Only when the request had lat/lon and the provider has coordinates. */
  dist: z.object({ calculated: z.number() }).optional(),
  location: z.object({
    address: nullableText,
    city: nullableText,
    postal_code: nullableText,
    country: nullableText,
  }),
  location_geo: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  institution_types: z.array(z.string()),
  capacity: z.array(
    z.object({
      food_category: nullableText,
      needed: nullableText,
      max_kg_per_week: z.number().nullable(),
      note: nullableText,
    }),
  ),
  logistics: z.object({
    pickup: z.object({
      available: z.boolean().nullable(),
      radius_km: z.number().nullable(),
      frequency: nullableText,
      weekend: z.boolean().nullable(),
    }),
    delivery: z.object({ accepted: z.boolean().nullable() }),
  }),
  company_constraints: z.object({
    preparation: constraintValue,
    minimum_quantity_acceptance: constraintValue,
    frequency: constraintValue,
    additional_requirements: constraintValue,
  }),
  accepted_food_types: z.object({
    food_group: z.array(z.string()),
    food_subgroup: z.array(z.string()),
    surplus_name: z.array(z.string()),
  }),
  /** Contacts a self-registered provider chose not to show are null. */
  contact_person: nullableText,
  contact: z.object({ email: nullableText, phone: nullableText }),
  additional_company_information: z.record(z.string(), z.unknown()).nullable(),
  /**
   * When the operator approved a self-registered provider (the 'verified' mark, ISO time); null
   * for sample and imported providers. Optional so that answers stored before it stay valid.
   */
  verified_at: z.string().nullable().optional(),
});
export type DatasetProvider = z.infer<typeof datasetProvider>;

/** Spec part 1 §3 'Provider, vcg.ai origin': camelCase, as the outside service sends it. */
export const vcgProvider = z.object({
  companyName: z.string(),
  description: z.string().nullish(),
  businessCategory: z.array(z.string()).nullish(),
  contact: z.object({ email: z.string().nullish(), phone: z.string().nullish() }).nullish(),
  location: z
    .object({
      address: z.string().nullish(),
      city: z.string().nullish(),
      postalCode: z.string().nullish(),
      country: z.string().nullish(),
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
});
export type VcgProvider = z.infer<typeof vcgProvider>;

/**
 * `provider_companies`: at most `limit` providers (see providerCompaniesQuery). `total`: how many
 * providers the solution has in all, before the limit and before only_suitable, so a client can
 * tell there are more than it was sent; for a vcg.ai solution, the length of the outside
 * service's list; 0 for an empty list.
 */
export const providerCompaniesResponse = z.object({
  total: z.number().int().min(0),
  provider_companies: z.array(z.union([datasetProvider, vcgProvider])),
});
export type ProviderCompaniesResponse = z.infer<typeof providerCompaniesResponse>;
