import type { ProviderEntry } from '@foodhub/contracts';
import type { ProviderView } from './provider-view';

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * An organisation's own entry as the users' provider lists will show it (GET /provider_companies
 * reads the stored entry the same way, list-providers.ts toDatasetProvider): only the contacts its
 * owner chose to show, the website among the additional information, no distance (it depends on
 * each user's place). `verifiedAt`: the date of the operator's mark, null without it.
 */
export function entryProviderView(entry: ProviderEntry, verifiedAt: string | null): ProviderView {
  const [lon, lat] = entry.location_geo.coordinates;
  const website = text(entry.website);
  const shown = entry.show_contact;
  return {
    key: entry.id,
    origin: 'dataset',
    name: text(entry.company_name),
    isSample: false,
    verifiedAt,
    suitable: true,
    description: text(entry.description),
    location: {
      address: text(entry.location.address),
      postalCode: text(entry.location.postal_code),
      city: text(entry.location.city),
      country: text(entry.location.country),
    },
    position: [lat, lon],
    distanceM: null,
    institutionTypes: entry.institution_types.filter((t) => text(t) !== null),
    capacity: entry.capacity.map((row) => ({
      food_category: text(row.food_category),
      needed: text(row.needed),
      max_kg_per_week: row.max_kg_per_week,
      note: text(row.note),
    })),
    logistics: entry.logistics,
    constraints: entry.company_constraints,
    acceptedFoodTypes: entry.accepted_food_types,
    businessCategories: entry.business_category ? [entry.business_category] : [],
    additionalInformation: website ? { website } : null,
    contactPerson: shown.person ? text(entry.contact_person) : null,
    contact: {
      email: shown.email ? text(entry.contact.email) : null,
      phone: shown.phone ? text(entry.contact.phone) : null,
    },
  };
}
