import type { AdminProviderDetail, AdminProviderEdit } from '@foodhub/contracts';
import { countryCode, SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import { ApiError } from '../../../lib/api-client';
import { providerEditRules, type RuleIssue } from '../../../lib/providers/entry-rules';

/**
 * The edit form of a catalogue provider (PUT /admin/providers/{id}). It is checked by the
 * contract's rules (lib/providers/entry-rules: adminProviderEdit's), so it refuses what the server
 * refuses; each problem becomes its kind, shown in the interface language. One rule is the form's
 * own: latitude and longitude come together or not at all (the contract has one nullable point).
 */

/** The fields as typed: texts, the coordinates too (a half-typed number is not lost). */
export interface ProviderEditValues {
  company_name: string;
  business_category: string;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  /** A code of SERVICE_COUNTRY_CODES, or '' before one is chosen. */
  country: string;
  latitude: string;
  longitude: string;
  contact_person: string;
  email: string;
  phone: string;
  website: string;
  solution_ids: string[];
}

export type EditField = keyof ProviderEditValues;

/** The fields in the form's order: the first with a problem takes the focus. */
export const EDIT_FIELDS: readonly EditField[] = [
  'company_name',
  'business_category',
  'description',
  'address',
  'postal_code',
  'city',
  'country',
  'latitude',
  'longitude',
  'contact_person',
  'email',
  'phone',
  'website',
  'solution_ids',
];

/** A problem as the form keeps it: its kind, and the limit it broke ('tooLong:200'). */
export type EditError =
  | 'required'
  | 'email'
  | 'number'
  | 'bothCoordinates'
  | 'latitudeRange'
  | 'longitudeRange'
  | 'solutionsMin'
  | 'invalid'
  | `tooLong:${number}`
  | `tooMany:${number}`;

export type EditErrors = Partial<Record<EditField, EditError>>;

/** The stored country as a code the form offers; '' for none or one the tool does not serve. */
export function serviceCountry(stored: string | null): string {
  const code = stored ? countryCode(stored) : null;
  return code && SERVICE_COUNTRY_CODES.includes(code) ? code : '';
}

/** The form's values of a provider as GET /admin/providers/{id} answers it. */
export function editValuesOf(detail: AdminProviderDetail): ProviderEditValues {
  const { edit } = detail;
  const [lon, lat] = edit.location_geo?.coordinates ?? [];
  return {
    company_name: edit.company_name ?? '',
    business_category: edit.business_category ?? '',
    description: edit.description ?? '',
    address: edit.location.address ?? '',
    postal_code: edit.location.postal_code ?? '',
    city: edit.location.city ?? '',
    country: serviceCountry(edit.location.country),
    latitude: lat === undefined ? '' : String(lat),
    longitude: lon === undefined ? '' : String(lon),
    contact_person: edit.contact_person ?? '',
    email: edit.contact.email ?? '',
    phone: edit.contact.phone ?? '',
    website: edit.website ?? '',
    solution_ids: edit.solution_ids,
  };
}

/** A typed coordinate: null when blank, NaN when it is not a number ('47,07' is one). */
function coordinate(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  // A decimal comma is how German, Slovenian, Italian and French write a number.
  const normalised = trimmed.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A required text as sent (the contract trims it too). */
const text = (value: string) => value.trim();
/** An optional text as sent: blank is no value (null), as the contract reads it. */
const optional = (value: string) => value.trim() || null;

/** The body of PUT /admin/providers/{id}; a point only when both coordinates are numbers. */
export function editBody(values: ProviderEditValues): AdminProviderEdit {
  const lat = coordinate(values.latitude);
  const lon = coordinate(values.longitude);
  const point =
    lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon)
      ? { type: 'Point' as const, coordinates: [lon, lat] as [number, number] }
      : null;
  return {
    company_name: text(values.company_name),
    business_category: optional(values.business_category),
    description: optional(values.description),
    location: {
      address: text(values.address),
      city: text(values.city),
      postal_code: text(values.postal_code),
      country: values.country,
    },
    location_geo: point,
    contact_person: optional(values.contact_person),
    contact: { email: optional(values.email), phone: optional(values.phone) },
    website: optional(values.website),
    solution_ids: values.solution_ids,
  };
}

/** The form field of a contract path ('location.city', 'location_geo.coordinates.1'). */
function fieldOf(path: readonly PropertyKey[]): EditField | null {
  const [first, second, third] = path.map(String);
  if (first === 'location' && second) {
    return (
      (['address', 'city', 'postal_code', 'country'] as const).find((f) => f === second) ?? null
    );
  }
  if (first === 'location_geo') return third === '0' ? 'longitude' : 'latitude';
  if (first === 'contact') return second === 'phone' ? 'phone' : 'email';
  if (first === 'solution_ids') return 'solution_ids';
  return EDIT_FIELDS.find((f) => f === first) ?? null;
}

function errorOf(field: EditField, issue: RuleIssue): EditError {
  if (field === 'latitude' || field === 'longitude') return `${field}Range`;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' ? 'solutionsMin' : 'required';
    case 'too_big':
      return issue.origin === 'array'
        ? `tooMany:${Number(issue.maximum)}`
        : `tooLong:${Number(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'invalid_type':
      return 'required';
    default:
      return 'invalid';
  }
}

/** The form's problems by field, the first of each; {} when it may be saved. */
export function validateEdit(values: ProviderEditValues): EditErrors {
  const errors: EditErrors = {};
  const result = providerEditRules.safeParse(editBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field) errors[field] ??= errorOf(field, issue);
    }
  }
  // The point: both numbers or both blank. The contract only sees the point built from them.
  const lat = coordinate(values.latitude);
  const lon = coordinate(values.longitude);
  if (lat !== null && Number.isNaN(lat)) errors.latitude = 'number';
  if (lon !== null && Number.isNaN(lon)) errors.longitude = 'number';
  if (lat === null && lon !== null) errors.latitude = 'bothCoordinates';
  if (lon === null && lat !== null) errors.longitude = 'bothCoordinates';
  return errors;
}

/** The first field of the form's order that has a problem. */
export const firstError = (errors: EditErrors): EditField | undefined =>
  EDIT_FIELDS.find((field) => errors[field]);

/**
 * The refusals of PUT /admin/providers/{id} this console words itself, in the interface
 * language: the server's message is English and names ids rather than what to do.
 */
const EDIT_REFUSALS = {
  PROVIDER_SOLUTION_UNKNOWN: 'catalogue.edit.refusals.solutionUnknown',
  PROVIDER_COUNTRY_UNSUPPORTED: 'catalogue.edit.refusals.countryUnsupported',
  PROVIDER_UNKNOWN: 'catalogue.edit.refusals.unknown',
} as const;

type RefusalKey = (typeof EDIT_REFUSALS)[keyof typeof EDIT_REFUSALS];

/** The text key of a known refusal of the edit; null for any other failure. */
export function editRefusalKey(error: unknown): RefusalKey | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  return Object.hasOwn(EDIT_REFUSALS, error.code)
    ? EDIT_REFUSALS[error.code as keyof typeof EDIT_REFUSALS]
    : null;
}
