import { CAPACITY_NEEDED, PROVIDER_ENTRY_LIMITS as L } from '@foodhub/contracts';
import * as z from 'zod/mini';

/*
 * The rules of a provider entry's fields (PUT /me/provider) and of the operator's edit of a
 * catalogue provider (PUT /admin/providers/{id}), for the two forms: the contract's rules
 * (packages/contracts provider-entries.ts, admin-providers.ts) written in zod/mini, which the web
 * app ships, rather than the contract's zod, which stays on the server (decision 25). Same zod
 * core, so the same issues: a problem has the contract's code, path and limit. The forms only
 * ask whether a body would be refused and where; what the server stores is its own business, so
 * no transforms. entry-rules.test.ts holds them against the contract.
 */

const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Blank text is no value (null), as the contract reads an optional text. */
const blankIsNull = z.transform((v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : v,
);
const optional = (max: number) =>
  z.pipe(blankIsNull, z.nullish(z.string().check(z.trim(), z.maxLength(max))));

const textList = z.optional(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(L.short)))
    .check(z.maxLength(L.listItems)),
);

const location = z.object({
  address: required(L.short),
  city: required(L.short),
  postal_code: required(20),
  country: required(80),
});

/** [lon, lat], as the user confirmed it on the map. */
const point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([
    z.number().check(z.gte(-180), z.lte(180)),
    z.number().check(z.gte(-90), z.lte(90)),
  ]),
});

const contact = z.object({
  email: z.pipe(blankIsNull, z.nullish(z.email().check(z.maxLength(254)))),
  phone: optional(40),
});

/** Ids of catalogue solutions: at least one. */
const solutionIds = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)))
  .check(z.minLength(1), z.maxLength(L.solutions));

/** An organisation's own entry (contract: providerEntryInput), its fields in the same order. */
export const providerEntryRules = z.object({
  company_name: required(L.name),
  business_category: optional(L.short),
  description: optional(L.text),
  location,
  location_geo: point,
  institution_types: textList,
  capacity: z.optional(
    z
      .array(
        z.object({
          food_category: required(L.short),
          needed: z.enum(CAPACITY_NEEDED),
          max_kg_per_week: z.nullable(z.number().check(z.gte(0), z.lte(L.maxKgPerWeek))),
          note: optional(L.short),
        }),
      )
      .check(z.maxLength(L.capacityRows)),
  ),
  logistics: z.object({
    pickup: z.object({
      available: z.boolean(),
      radius_km: z.nullable(z.number().check(z.gte(0), z.lte(L.radiusKm))),
      frequency: optional(L.short),
      weekend: z.boolean(),
    }),
    delivery: z.object({ accepted: z.boolean() }),
  }),
  company_constraints: z.object({
    preparation: optional(L.text),
    minimum_quantity_acceptance: optional(L.short),
    frequency: optional(L.short),
    additional_requirements: optional(L.text),
  }),
  accepted_food_types: z.object({
    food_group: textList,
    food_subgroup: textList,
    surplus_name: textList,
  }),
  contact_person: optional(L.short),
  contact,
  website: optional(300),
  show_contact: z.object({ person: z.boolean(), email: z.boolean(), phone: z.boolean() }),
  solution_ids: solutionIds,
});

/**
 * The operator's edit of any provider (contract: adminProviderEdit): the entry's rules for who it
 * is and how to reach it; it may have no point.
 */
export const providerEditRules = z.extend(
  z.pick(providerEntryRules, {
    company_name: true,
    business_category: true,
    description: true,
    location: true,
    contact_person: true,
    contact: true,
    website: true,
    solution_ids: true,
  }),
  { location_geo: z.nullable(point) },
);

/** A problem with a field, as zod reports it. */
export type RuleIssue = z.core.$ZodIssue;
