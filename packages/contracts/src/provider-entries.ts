import { z } from 'zod';
import { CAPACITY_NEEDED, PROVIDER_ENTRY_LIMITS, PROVIDER_ENTRY_STATUSES } from './constants';

const isoDate = z.string();

export const providerEntryStatus = z.enum(PROVIDER_ENTRY_STATUSES, {
  error: `status must be one of ${PROVIDER_ENTRY_STATUSES.join(', ')}`,
});

/**
 * The countries an entry may be in: those the tool serves (domain SERVICE_COUNTRY_CODES: the six
 * Alpine countries and Liechtenstein), as ISO alpha-2. The API reads the entry's country as a
 * code or a name (domain countryCode) and stores the code.
 */
export const PROVIDER_ENTRY_COUNTRIES = ['AT', 'DE', 'IT', 'SI', 'FR', 'CH', 'LI'] as const;

const L = PROVIDER_ENTRY_LIMITS;
const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} has at most ${max} characters`);
/** Optional text: blank becomes null. */
const optional = (name: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: `${name} must be a text` })
      .trim()
      .max(max, `${name} has at most ${max} characters`)
      .nullish()
      .transform((v) => v ?? null),
  );
const textList = (name: string) =>
  z
    .array(
      z.string().trim().min(1).max(L.short, `${name} entries have at most ${L.short} characters`),
      {
        error: `${name} must be a list of texts`,
      },
    )
    .max(L.listItems, `${name} has at most ${L.listItems} entries`)
    .default([]);

/**
 * PUT /me/provider: the provider fields of spec part 1 §3 'Provider, dataset origin' that an
 * organisation fills in, the solutions it offers, its confirmed location and which contacts users
 * may see. Validated as the importer validates a provider row: a name, a place and at least one
 * solution of the catalogue.
 */
export const providerEntryInput = z.object({
  company_name: required('company_name', L.name),
  business_category: optional('business_category', L.short),
  description: optional('description', L.text),
  location: z.object({
    address: required('location.address', L.short),
    city: required('location.city', L.short),
    postal_code: required('location.postal_code', 20),
    country: required('location.country', 80),
  }),
  /** Where the address was found, as the user confirmed it on the map: [lon, lat]. */
  location_geo: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([
      z.number().min(-180, 'longitude is -180 to 180').max(180, 'longitude is -180 to 180'),
      z.number().min(-90, 'latitude is -90 to 90').max(90, 'latitude is -90 to 90'),
    ]),
  }),
  institution_types: textList('institution_types'),
  capacity: z
    .array(
      z.object({
        food_category: required('capacity.food_category', L.short),
        needed: z.enum(CAPACITY_NEEDED, {
          error: `capacity.needed must be one of ${CAPACITY_NEEDED.join(', ')}`,
        }),
        max_kg_per_week: z
          .number({ error: 'capacity.max_kg_per_week must be a number' })
          .min(0, 'capacity.max_kg_per_week must be 0 or more')
          .max(L.maxKgPerWeek, 'capacity.max_kg_per_week is too large')
          .nullable(),
        note: optional('capacity.note', L.short),
      }),
    )
    .max(L.capacityRows, `capacity has at most ${L.capacityRows} rows`)
    .default([]),
  logistics: z.object({
    pickup: z.object({
      available: z.boolean(),
      radius_km: z
        .number({ error: 'logistics.pickup.radius_km must be a number' })
        .min(0, 'logistics.pickup.radius_km must be 0 or more')
        .max(L.radiusKm, `logistics.pickup.radius_km is at most ${L.radiusKm}`)
        .nullable(),
      frequency: optional('logistics.pickup.frequency', L.short),
      weekend: z.boolean(),
    }),
    delivery: z.object({ accepted: z.boolean() }),
  }),
  company_constraints: z.object({
    preparation: optional('company_constraints.preparation', L.text),
    minimum_quantity_acceptance: optional(
      'company_constraints.minimum_quantity_acceptance',
      L.short,
    ),
    frequency: optional('company_constraints.frequency', L.short),
    additional_requirements: optional('company_constraints.additional_requirements', L.text),
  }),
  accepted_food_types: z.object({
    food_group: textList('accepted_food_types.food_group'),
    food_subgroup: textList('accepted_food_types.food_subgroup'),
    surplus_name: textList('accepted_food_types.surplus_name'),
  }),
  contact_person: optional('contact_person', L.short),
  contact: z.object({
    // Left out or blank is no e-mail, as for every other optional text of the entry.
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .email({ error: 'contact.email must be an e-mail address' })
        .max(254, 'contact.email has at most 254 characters')
        .nullish()
        .transform((v) => v ?? null),
    ),
    phone: optional('contact.phone', 40),
  }),
  website: optional('website', 300),
  /** Which contacts users see on the provider card; the operator always sees them all. */
  show_contact: z.object({ person: z.boolean(), email: z.boolean(), phone: z.boolean() }),
  /** Ids of catalogue solutions the organisation offers: at least one. */
  solution_ids: z
    .array(z.string().trim().min(1).max(120), { error: 'solution_ids must be a list' })
    .min(1, 'Choose at least one solution you offer')
    .max(L.solutions, `solution_ids has at most ${L.solutions} entries`),
});
export type ProviderEntryInput = z.input<typeof providerEntryInput>;
export type ProviderEntryValues = z.output<typeof providerEntryInput>;

/** One identity field changed since the operator verified the entry: the verified value, the new. */
export const providerReviewChange = z.object({
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ProviderReviewChange = z.infer<typeof providerReviewChange>;

/** The entry as its owner (GET/PUT /me/provider) and an admin see it. */
export const providerEntry = providerEntryInput.extend({
  id: z.string(),
  /** The organisation's provider id: offers name it (POST /me/offers providerId). */
  provider_id: z.string(),
  status: providerEntryStatus,
  /**
   * When an admin approved it: the 'verified by the operator' date; null before, and while an
   * approved entry's changed identity waits for the operator (review_changes).
   */
  verified_at: isoDate.nullable(),
  /**
   * An approved entry whose owner changed identity fields (PROVIDER_IDENTITY_FIELDS) since the
   * operator verified it: each field's verified value and its value now. Listed meanwhile, without
   * the verified mark; null when nothing waits for the operator.
   */
  review_changes: z.record(z.string(), providerReviewChange).nullable(),
  /** Why an admin rejected it; null otherwise. */
  rejection_reason: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ProviderEntry = z.infer<typeof providerEntry>;

/** One entry in the operator's approval queue and provider list: the entry and its owner. */
export const adminProviderEntry = providerEntry.extend({
  owner_email: z.string().nullable(),
});
export type AdminProviderEntry = z.infer<typeof adminProviderEntry>;

export const adminProviderEntriesQuery = z.object({
  status: providerEntryStatus.optional(),
  /** true: only approved entries whose changed identity waits for the operator (review_changes). */
  changed: z
    .enum(['true', 'false'], { error: 'changed must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const adminProviderEntryList = z.object({ entries: z.array(adminProviderEntry) });
export type AdminProviderEntryList = z.infer<typeof adminProviderEntryList>;

export const providerEntryParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** POST /admin/provider-entries/{id}/reject: the reason the owner reads. */
export const rejectProviderEntryBody = z.object({
  reason: required('reason', 1000),
});
