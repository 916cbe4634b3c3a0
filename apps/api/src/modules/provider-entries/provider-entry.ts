import { isDeepStrictEqual } from 'node:util';
import {
  PROVIDER_IDENTITY_FIELDS,
  type AdminProviderDetail,
  type AdminProviderEntry,
  type ProviderEntry,
  type ProviderEntryStatus,
  type ProviderEntryValues,
  type ProviderIdentityField,
  type ProviderReviewChange,
} from '@foodhub/contracts';
import type { ProviderEntryColumns, ProviderEntryRow } from '@foodhub/db';

// A self-registered entry is stored in the provider_companies columns an imported row uses (so
// GET /provider_companies reads both alike; the website in additional_company_information, as
// the importers write it). These functions map between the two shapes; the JSON columns were
// written by entryColumns, so they are read back as the types it wrote.

/** The name, category, description and place that an entry and an operator's edit both write. */
type PlaceFields = Pick<
  AdminProviderDetail['edit'],
  'company_name' | 'business_category' | 'description' | 'location' | 'location_geo'
>;

/** The columns of the place fields: lat and lon null when an operator's edit leaves them out. */
export function placeColumns(values: PlaceFields) {
  const [lon, lat] = values.location_geo?.coordinates ?? [null, null];
  return {
    companyName: values.company_name,
    businessCategory: values.business_category,
    description: values.description,
    address: values.location.address,
    city: values.location.city,
    postalCode: values.location.postal_code,
    country: values.location.country,
    lat,
    lon,
  } satisfies Partial<ProviderEntryColumns>;
}

/** The entry's fields as the owner saves them, with the country as its ISO code. */
export function entryColumns(values: ProviderEntryValues): ProviderEntryColumns {
  return {
    ...placeColumns(values),
    institutionTypes: values.institution_types,
    capacity: values.capacity,
    logistics: values.logistics,
    companyConstraints: values.company_constraints,
    acceptedFoodTypes: values.accepted_food_types,
    contactPerson: values.contact_person,
    contact: values.contact,
    additionalCompanyInformation: values.website ? { website: values.website } : null,
    showContact: values.show_contact,
  };
}

/** The stored entry as the fields of PUT /me/provider (what a save is compared with). */
export function entryValues({ row, solutionIds }: ProviderEntryRow): ProviderEntryValues {
  const website = row.additionalCompanyInformation?.website;
  return {
    company_name: row.companyName ?? '',
    business_category: row.businessCategory,
    description: row.description,
    location: {
      address: row.address ?? '',
      city: row.city ?? '',
      postal_code: row.postalCode ?? '',
      country: row.country ?? '',
    },
    location_geo: { type: 'Point', coordinates: [row.lon ?? 0, row.lat ?? 0] },
    institution_types: row.institutionTypes ?? [],
    capacity: (row.capacity ?? []) as ProviderEntryValues['capacity'],
    logistics: row.logistics as ProviderEntryValues['logistics'],
    company_constraints: row.companyConstraints as ProviderEntryValues['company_constraints'],
    accepted_food_types: row.acceptedFoodTypes as ProviderEntryValues['accepted_food_types'],
    contact_person: row.contactPerson,
    contact: { email: row.contact?.email ?? null, phone: row.contact?.phone ?? null },
    website: typeof website === 'string' ? website : null,
    show_contact: row.showContact ?? { person: true, email: true, phone: true },
    solution_ids: solutionIds,
  };
}

/** GET /me/provider: the entry with its review state. */
export function toProviderEntry(entry: ProviderEntryRow): ProviderEntry {
  const { row } = entry;
  return {
    ...entryValues(entry),
    id: row.id,
    provider_id: row.id,
    status: row.status as ProviderEntryStatus,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    review_changes: (row.reviewChanges as ReviewChanges | null) ?? null,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminProviderEntry(
  entry: ProviderEntryRow,
  ownerEmail: string | null,
): AdminProviderEntry {
  return { ...toProviderEntry(entry), owner_email: ownerEmail };
}

/**
 * The top-level fields whose values differ (key order aside: jsonb keeps its own), in the order
 * of the entry's fields. Solution ids are compared as sets.
 */
export function changedFields<T extends { solution_ids: string[] }>(before: T, after: T): string[] {
  const asSet = (ids: string[]) => [...new Set(ids)].sort();
  return (Object.keys(after) as (keyof T & string)[]).filter((field) =>
    field === 'solution_ids'
      ? !isDeepStrictEqual(asSet(before.solution_ids), asSet(after.solution_ids))
      : !isDeepStrictEqual(before[field], after[field]),
  );
}

/** An entry's identity changes waiting for the operator: field -> verified value and value now. */
export type ReviewChanges = Partial<Record<ProviderIdentityField, ProviderReviewChange>>;

/** The identity fields of an entry (PROVIDER_IDENTITY_FIELDS) with their values. */
function identityOf(values: ProviderEntryValues): Record<ProviderIdentityField, string | null> {
  const { address, postal_code, city, country } = values.location;
  const [lon, lat] = values.location_geo.coordinates;
  return {
    company_name: values.company_name,
    description: values.description,
    // Five decimals: about a metre, so a pin moved to another place always counts.
    location: `${address}, ${postal_code} ${city}, ${country} (${lat.toFixed(5)}, ${lon.toFixed(5)})`,
    website: values.website,
    contact_person: values.contact_person,
    'contact.email': values.contact.email,
    'contact.phone': values.contact.phone,
  };
}

/**
 * The identity changes of a save of a verified entry, merged with those still waiting for the
 * operator: a field changed again keeps the verified value as `before`, and one changed back
 * stays listed (the operator saw neither edit). Null when the save changes no identity field.
 */
export function reviewChangesOf(
  waiting: ReviewChanges | null,
  before: ProviderEntryValues,
  after: ProviderEntryValues,
): ReviewChanges | null {
  const old = identityOf(before);
  const now = identityOf(after);
  const changed = PROVIDER_IDENTITY_FIELDS.filter((field) => old[field] !== now[field]);
  if (changed.length === 0) return null;
  const merged: ReviewChanges = {};
  for (const field of PROVIDER_IDENTITY_FIELDS) {
    const earlier = waiting?.[field];
    if (earlier) merged[field] = { before: earlier.before, after: now[field] };
    else if (changed.includes(field)) merged[field] = { before: old[field], after: now[field] };
  }
  return merged;
}
