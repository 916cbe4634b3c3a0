import type { DatasetProvider, VcgProvider } from '@foodhub/contracts';
import { distanceKm } from '@foodhub/domain';

/** A provider as the list and the map show it, whichever origin it came from. */
export interface ProviderView {
  /** Stable within one list: the dataset id, or the position for the outside service's. */
  key: string;
  origin: 'dataset' | 'vcg.ai';
  name: string | null;
  isSample: boolean;
  /** When the operator approved the provider's own entry (ISO); null for other providers. */
  verifiedAt: string | null;
  /** False when the provider says it cannot take this surplus (food type or capacity). */
  suitable: boolean;
  description: string | null;
  location: {
    address: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
  };
  /** [latitude, longitude], as the map wants them; null without coordinates. */
  position: [number, number] | null;
  /** Metres from the user's surplus location, when both are known. */
  distanceM: number | null;
  institutionTypes: string[];
  capacity: DatasetProvider['capacity'];
  logistics: DatasetProvider['logistics'] | null;
  constraints: DatasetProvider['company_constraints'] | null;
  acceptedFoodTypes: DatasetProvider['accepted_food_types'] | null;
  businessCategories: string[];
  additionalInformation: Record<string, unknown> | null;
  contactPerson: string | null;
  contact: { email: string | null; phone: string | null };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const texts = (values: unknown): string[] =>
  Array.isArray(values) ? values.map(text).filter((v): v is string => v !== null) : [];

const inRange = (lat: unknown, lon: unknown): [number, number] | null =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180
    ? [lat, lon]
    : null;

function fromDataset(provider: DatasetProvider): ProviderView {
  const [lon, lat] = provider.location_geo?.coordinates ?? [];
  // dist.calculated in metres, or dist_km as some sources send it (spec part 2 §3).
  const loose = provider as { dist_km?: unknown };
  const distance =
    provider.dist?.calculated ??
    (typeof loose.dist_km === 'number' ? loose.dist_km * 1000 : undefined);
  return {
    key: provider._id,
    origin: 'dataset',
    name: text(provider.company_name),
    isSample: provider.is_sample,
    verifiedAt: text(provider.verified_at),
    suitable: provider.suitable,
    description: text(provider.description),
    location: {
      address: text(provider.location.address),
      postalCode: text(provider.location.postal_code),
      city: text(provider.location.city),
      country: text(provider.location.country),
    },
    position: inRange(lat, lon),
    distanceM: typeof distance === 'number' && Number.isFinite(distance) ? distance : null,
    institutionTypes: texts(provider.institution_types),
    capacity: provider.capacity,
    logistics: provider.logistics,
    constraints: provider.company_constraints,
    acceptedFoodTypes: provider.accepted_food_types,
    businessCategories: texts([provider.business_category]),
    additionalInformation: provider.additional_company_information,
    contactPerson: text(provider.contact_person),
    contact: { email: text(provider.contact.email), phone: text(provider.contact.phone) },
  };
}

function fromVcg(provider: VcgProvider, index: number): ProviderView {
  const location = provider.location;
  return {
    key: `vcg-${index}`,
    origin: 'vcg.ai',
    name: text(provider.companyName),
    isSample: false,
    verifiedAt: null,
    suitable: true,
    description: text(provider.description),
    location: {
      address: text(location?.address),
      postalCode: text(location?.postalCode),
      city: text(location?.city),
      country: text(location?.country),
    },
    position: inRange(location?.latitude, location?.longitude),
    distanceM: null,
    institutionTypes: [],
    capacity: [],
    logistics: null,
    constraints: null,
    acceptedFoodTypes: null,
    businessCategories: texts(provider.businessCategory),
    additionalInformation: null,
    contactPerson: null,
    contact: { email: text(provider.contact?.email), phone: text(provider.contact?.phone) },
  };
}

/**
 * The providers of either origin (spec part 1 §3 'Provider, dataset origin' and 'vcg.ai
 * origin') in one shape; the answer says which origin it holds by its fields. The outside
 * service sends no distance: it is measured here from the user's location when both are known.
 */
export function toProviderViews(
  providers: readonly (DatasetProvider | VcgProvider)[],
  userPosition: [number, number] | null = null,
): ProviderView[] {
  return providers.map((provider, index) => {
    const view = '_id' in provider ? fromDataset(provider) : fromVcg(provider, index);
    if (view.distanceM === null && view.position && userPosition) {
      const [lat, lon] = view.position;
      view.distanceM =
        distanceKm({ lat: userPosition[0], lon: userPosition[1] }, { lat, lon }) * 1000;
    }
    return view;
  });
}
