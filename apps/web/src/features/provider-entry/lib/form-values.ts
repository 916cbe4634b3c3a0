import type {
  CAPACITY_NEEDED,
  GeoPoint,
  ProviderEntry,
  ProviderEntryInput,
  UserInfo,
} from '@foodhub/contracts';
import { countryCode, SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import type { LocatedAs } from '../../../stores/stepper-data';

export type CapacityNeeded = (typeof CAPACITY_NEEDED)[number];

/** A number field as Mantine's NumberInput holds it: '' when empty, a string while typed. */
export type NumberField = number | string;

export interface CapacityRowValues {
  /** Identifies the row for React while rows are added and removed; never sent. */
  key: string;
  food_category: string;
  needed: CapacityNeeded;
  max_kg_per_week: NumberField;
  note: string;
}

/**
 * What the form holds: the contract's fields in its shape (so a contract issue's path is the
 * field's path), texts as typed, plus the state of locating the address.
 */
export interface ProviderEntryFormValues {
  company_name: string;
  business_category: string;
  description: string;
  institution_types: string[];
  website: string;
  /** country is an ISO code of SERVICE_COUNTRY_CODES, or '' before one is chosen. */
  location: { address: string; postal_code: string; city: string; country: string };
  location_geo: GeoPoint | null;
  /** What the geocoder made of the address; null for a place saved before (nothing asked). */
  located: LocatedAs | null;
  /** 'This is the right place': asked again whenever the address changes. */
  place_confirmed: boolean;
  solution_ids: string[];
  accepted_food_types: { food_group: string[]; food_subgroup: string[]; surplus_name: string[] };
  capacity: CapacityRowValues[];
  logistics: {
    pickup: { available: boolean; radius_km: NumberField; frequency: string; weekend: boolean };
    delivery: { accepted: boolean };
  };
  company_constraints: {
    preparation: string;
    minimum_quantity_acceptance: string;
    frequency: string;
    additional_requirements: string;
  };
  contact_person: string;
  contact: { email: string; phone: string };
  show_contact: { person: boolean; email: boolean; phone: boolean };
}

/** The service country a stored name or code stands for ('Österreich' -> 'AT'), else ''. */
export function serviceCountryCode(value: string | null | undefined): string {
  const code = countryCode(value ?? '');
  return code !== null && SERVICE_COUNTRY_CODES.includes(code) ? code : '';
}

export function newCapacityRow(key: string): CapacityRowValues {
  return { key, food_category: '', needed: 'sometimes', max_kg_per_week: '', note: '' };
}

/**
 * A first entry: empty but for the account's company name and address, which an organisation
 * signing up for itself has already given at registration.
 */
export function emptyFormValues(user: UserInfo | undefined): ProviderEntryFormValues {
  return {
    company_name: user?.company ?? '',
    business_category: '',
    description: '',
    institution_types: [],
    website: '',
    location: {
      address: user?.streetAddress ?? '',
      postal_code: user?.postalCode ?? '',
      city: user?.city ?? '',
      country: serviceCountryCode(user?.country),
    },
    location_geo: null,
    located: null,
    place_confirmed: false,
    solution_ids: [],
    accepted_food_types: { food_group: [], food_subgroup: [], surplus_name: [] },
    capacity: [],
    logistics: {
      pickup: { available: false, radius_km: '', frequency: '', weekend: false },
      delivery: { accepted: false },
    },
    company_constraints: {
      preparation: '',
      minimum_quantity_acceptance: '',
      frequency: '',
      additional_requirements: '',
    },
    contact_person: '',
    contact: { email: '', phone: '' },
    // Nothing is shown to users unless the organisation says so.
    show_contact: { person: false, email: false, phone: false },
  };
}

/** The saved entry in the form; its place was confirmed when it was saved. */
export function formValuesOf(entry: ProviderEntry): ProviderEntryFormValues {
  const { pickup } = entry.logistics;
  return {
    company_name: entry.company_name,
    business_category: entry.business_category ?? '',
    description: entry.description ?? '',
    institution_types: [...entry.institution_types],
    website: entry.website ?? '',
    location: {
      address: entry.location.address,
      postal_code: entry.location.postal_code,
      city: entry.location.city,
      country: serviceCountryCode(entry.location.country),
    },
    location_geo: entry.location_geo,
    located: null,
    place_confirmed: true,
    solution_ids: [...entry.solution_ids],
    accepted_food_types: {
      food_group: [...entry.accepted_food_types.food_group],
      food_subgroup: [...entry.accepted_food_types.food_subgroup],
      surplus_name: [...entry.accepted_food_types.surplus_name],
    },
    // Keys by position: the same entry always gives the same values (a draft equal to it is none).
    capacity: entry.capacity.map((row, index) => ({
      key: `saved-${index}`,
      food_category: row.food_category,
      needed: row.needed,
      max_kg_per_week: row.max_kg_per_week ?? '',
      note: row.note ?? '',
    })),
    logistics: {
      pickup: {
        available: pickup.available,
        radius_km: pickup.radius_km ?? '',
        frequency: pickup.frequency ?? '',
        weekend: pickup.weekend,
      },
      delivery: { accepted: entry.logistics.delivery.accepted },
    },
    company_constraints: {
      preparation: entry.company_constraints.preparation ?? '',
      minimum_quantity_acceptance: entry.company_constraints.minimum_quantity_acceptance ?? '',
      frequency: entry.company_constraints.frequency ?? '',
      additional_requirements: entry.company_constraints.additional_requirements ?? '',
    },
    contact_person: entry.contact_person ?? '',
    contact: { email: entry.contact.email ?? '', phone: entry.contact.phone ?? '' },
    show_contact: { ...entry.show_contact },
  };
}

const text = (value: string) => value.trim();
const optionalText = (value: string) => value.trim() || null;
/** '' is no value; anything else a number, NaN when it is none (the contract then refuses it). */
const optionalNumber = (value: NumberField): number | null => {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value.trim().replace(',', '.'));
};

/** The PUT body, but the place may still be missing: validateEntry reports it then. */
export type EntryBody = Omit<ProviderEntryInput, 'location_geo'> & {
  location_geo: GeoPoint | null;
};

/**
 * The PUT body. `countryName` names the chosen country as the stepper stores countries: by its
 * name in the interface language. The pickup's details only count when pickup is offered, so a
 * radius typed before unticking it is not published.
 */
export function toEntryBody(
  values: ProviderEntryFormValues,
  countryName: (code: string) => string,
): EntryBody {
  const { pickup } = values.logistics;
  const constraints = values.company_constraints;
  return {
    company_name: text(values.company_name),
    business_category: optionalText(values.business_category),
    description: optionalText(values.description),
    location: {
      address: text(values.location.address),
      city: text(values.location.city),
      postal_code: text(values.location.postal_code),
      country: values.location.country ? countryName(values.location.country) : '',
    },
    location_geo: values.location_geo,
    institution_types: values.institution_types,
    capacity: values.capacity.map((row) => ({
      food_category: text(row.food_category),
      needed: row.needed,
      max_kg_per_week: optionalNumber(row.max_kg_per_week),
      note: optionalText(row.note),
    })),
    logistics: {
      pickup: pickup.available
        ? {
            available: true,
            radius_km: optionalNumber(pickup.radius_km),
            frequency: optionalText(pickup.frequency),
            weekend: pickup.weekend,
          }
        : { available: false, radius_km: null, frequency: null, weekend: false },
      delivery: { accepted: values.logistics.delivery.accepted },
    },
    company_constraints: {
      preparation: optionalText(constraints.preparation),
      minimum_quantity_acceptance: optionalText(constraints.minimum_quantity_acceptance),
      frequency: optionalText(constraints.frequency),
      additional_requirements: optionalText(constraints.additional_requirements),
    },
    accepted_food_types: {
      food_group: values.accepted_food_types.food_group,
      food_subgroup: values.accepted_food_types.food_subgroup,
      surplus_name: values.accepted_food_types.surplus_name,
    },
    contact_person: optionalText(values.contact_person),
    contact: {
      email: optionalText(values.contact.email),
      phone: optionalText(values.contact.phone),
    },
    website: optionalText(values.website),
    show_contact: { ...values.show_contact },
    solution_ids: values.solution_ids,
  };
}
