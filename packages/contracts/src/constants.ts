// The contract's plain values: lists of allowed values, limits and page sizes, without zod. The
// web app imports them at run time; they live apart from the schemas so that importing one does
// not bring a schema, and with it zod, into the web app's code (decision 25). The schemas of the
// other files read them from here.

/**
 * The roles an account can hold beside the spec's default 'User' (an empty list): 'admin' opens
 * the operator console and every call under /admin/; 'provider' marks an account that keeps a
 * provider entry of its own.
 */
export const ROLES = ['admin', 'provider'] as const;

/** How many entries one page of GET /admin/audit lists at most (and by default). */
export const AUDIT_PAGE_SIZE = 100;

/** Where a provider entry comes from. */
export const PROVIDER_ORIGINS = ['sample', 'imported', 'self-registered'] as const;
export type ProviderOrigin = (typeof PROVIDER_ORIGINS)[number];

/** The largest file the console imports at once (characters of text). */
export const PROVIDER_IMPORT_MAX_CHARS = 5_000_000;

/**
 * A provider entry an organisation keeps itself ('my organisation takes surplus'). It goes
 * through the operator: 'pending' until an admin approves it ('approved': listed to users, with
 * the verified mark and date) or rejects it with a reason ('rejected'); its owner can withdraw it
 * ('withdrawn': not listed) and submit it again (back to 'pending'). Sample and imported providers
 * have the status 'listed'.
 */
export const PROVIDER_ENTRY_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ProviderEntryStatus = (typeof PROVIDER_ENTRY_STATUSES)[number];

/** How often a food category is needed (spec part 1 §3 'capacity[].needed'). */
export const CAPACITY_NEEDED = ['always', 'sometimes', 'rarely'] as const;

/** Limits of the entry's fields: enough for any real organisation, bounded against abuse. */
export const PROVIDER_ENTRY_LIMITS = {
  name: 200,
  text: 2000,
  short: 200,
  listItems: 30,
  capacityRows: 20,
  solutions: 30,
  maxKgPerWeek: 1_000_000,
  radiusKm: 1000,
} as const;

/**
 * The fields that say who an organisation is, where it is and how to reach it, and what it says
 * of itself. When the owner of an approved entry changes one, the entry loses its verified mark
 * until the operator approves it again (review_changes names them): the mark must not vouch for
 * a name, a place, an address or a text it never saw (a description asking for a 'pick-up fee').
 * 'contact.email' is the e-mail of `contact`, 'contact.phone' its phone; 'location' is the
 * address with the map position.
 */
export const PROVIDER_IDENTITY_FIELDS = [
  'company_name',
  'description',
  'location',
  'website',
  'contact_person',
  'contact.email',
  'contact.phone',
] as const;
export type ProviderIdentityField = (typeof PROVIDER_IDENTITY_FIELDS)[number];
