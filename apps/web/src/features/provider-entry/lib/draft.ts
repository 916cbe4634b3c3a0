import { CAPACITY_NEEDED } from '@foodhub/contracts';
import * as z from 'zod/mini';
import { sessionDraft } from '../../../lib/session-draft';
import type { ProviderEntryFormValues } from './form-values';

/**
 * Unsaved edits of the entry, kept in sessionStorage (lib/session-draft) so a reload (or a crash
 * of a long form) loses nothing, while closing the tab does: a half-typed entry is not worth
 * keeping for good. The key holds the account's id, so another account on the same tab never
 * sees it.
 */
const DRAFT_VERSION = 1;
const draftKey = (owner: string) => `provider-entry-draft:${owner}`;

const text = z.string();
const texts = z.array(z.string());
const numberField = z.union([z.number(), z.string()]);

const valuesSchema = z.object({
  company_name: text,
  business_category: text,
  description: text,
  institution_types: texts,
  website: text,
  location: z.object({ address: text, postal_code: text, city: text, country: text }),
  location_geo: z.nullable(
    z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  ),
  located: z.nullable(
    z.union([
      z.object({
        found: z.literal(true),
        precision: z.enum(['address', 'postal_code', 'city']),
        matched: z.object({
          postal_code: z.nullable(text),
          city: z.nullable(text),
          country_code: z.nullable(text),
        }),
      }),
      z.object({
        found: z.literal(false),
        reason: z.nullable(
          z.enum(['no_match', 'postal_code_unknown', 'postal_code_city_mismatch']),
        ),
      }),
    ]),
  ),
  place_confirmed: z.boolean(),
  solution_ids: texts,
  accepted_food_types: z.object({ food_group: texts, food_subgroup: texts, surplus_name: texts }),
  capacity: z.array(
    z.object({
      key: text,
      food_category: text,
      needed: z.enum(CAPACITY_NEEDED),
      max_kg_per_week: numberField,
      note: text,
    }),
  ),
  logistics: z.object({
    pickup: z.object({
      available: z.boolean(),
      radius_km: numberField,
      frequency: text,
      weekend: z.boolean(),
    }),
    delivery: z.object({ accepted: z.boolean() }),
  }),
  company_constraints: z.object({
    preparation: text,
    minimum_quantity_acceptance: text,
    frequency: text,
    additional_requirements: text,
  }),
  contact_person: text,
  contact: z.object({ email: text, phone: text }),
  show_contact: z.object({ person: z.boolean(), email: z.boolean(), phone: z.boolean() }),
});

const draft = sessionDraft(z.object({ version: z.literal(DRAFT_VERSION), values: valuesSchema }));

/** The owner's draft, read whole or dropped (an older or broken one is not half-used). */
export function readEntryDraft(owner: string): ProviderEntryFormValues | null {
  return draft.read(draftKey(owner))?.values ?? null;
}

export function saveEntryDraft(owner: string, values: ProviderEntryFormValues): void {
  draft.save(draftKey(owner), { version: DRAFT_VERSION, values });
}

export function clearEntryDraft(owner: string): void {
  draft.clear(draftKey(owner));
}
