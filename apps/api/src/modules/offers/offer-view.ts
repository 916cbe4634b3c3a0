import type { Offer, OfferDetail } from '@foodhub/contracts';
import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import type { OfferEventRow, OfferView } from '@foodhub/db';
import { countryCode } from '@foodhub/domain';

/** Who looks at an offer decides what its contacts show. */
export type OfferViewer = Offer['viewer'];

/** The surplus and the company as the offer stored them (written by offerSnapshot). */
export interface OfferSurplus {
  name: string;
  amount: { value: number | null; unit: string } | null;
  frequency: { times: number | null; interval: string } | null;
  food_groups: string[];
  condition_answers: Record<string, string>;
}
export interface OfferCompany {
  name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}

/** What an offer stores of the surplus and the company, as they were sent. */
export function snapshotOf(company: CompanyProfileInput, waste: WasteInfoInput) {
  const answers = Object.fromEntries(
    Object.entries(waste?.conditionAnswers ?? {}).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  const surplus: OfferSurplus = {
    name: waste?.surplusName?.trim() ?? '',
    amount: waste?.amount?.value != null ? { value: waste.amount.value, unit: 'kg' } : null,
    frequency: waste?.frequency?.interval
      ? { times: waste.frequency.times ?? null, interval: waste.frequency.interval }
      : null,
    food_groups: [...(waste?.foodGroups ?? [])],
    condition_answers: answers,
  };
  const location = company?.location;
  const country = location?.country ? (countryCode(location.country) ?? location.country) : null;
  const offerCompany: OfferCompany = {
    name: company?.name?.trim() || null,
    address: location?.address?.trim() || null,
    postal_code: (location?.postalCode ?? location?.postal_code)?.trim() || null,
    city: location?.city?.trim() || null,
    country,
  };
  return { surplus, company: offerCompany };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The provider's contact: what it shows users, and all of it to a donor it accepted (and to the
 * operator). A provider's own view shows its own contact as it is.
 */
function providerContact(
  { offer, provider }: OfferView,
  viewer: OfferViewer,
): Offer['provider']['contact'] {
  const all = viewer !== 'donor' || offer.status === 'accepted' || offer.status === 'handed_over';
  const show = provider.showContact;
  const shown = (field: keyof NonNullable<typeof show>) => all || !show || show[field];
  return {
    contact_person: shown('person') ? (provider.contactPerson ?? null) : null,
    email: shown('email') ? (provider.contact?.email ?? null) : null,
    phone: shown('phone') ? (provider.contact?.phone ?? null) : null,
  };
}

export function toOffer(view: OfferView, viewer: OfferViewer): Offer {
  const { offer, provider } = view;
  const company = offer.company as unknown as OfferCompany;
  return {
    id: offer.id,
    status: offer.status as Offer['status'],
    viewer,
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
    solution: { id: offer.solutionId, process_name: view.processName },
    provider: {
      id: provider.id,
      name: provider.companyName,
      city: provider.city,
      country: provider.country,
      contact: providerContact(view, viewer),
    },
    donor: { ...company, email: view.donorEmail },
    surplus: offer.surplus as unknown as OfferSurplus,
    pickup_from: offer.pickupFrom.toISOString(),
    pickup_to: offer.pickupTo.toISOString(),
    packing: offer.packing,
    message: offer.message,
    pickup_at: iso(offer.pickupAt),
    collector: offer.collector,
    decline_reason: offer.declineReason as Offer['decline_reason'],
    decline_text: offer.declineText,
    handed_over_kg: offer.handedOverKg,
    handed_over_at: iso(offer.handedOverAt),
    arrangement_id: offer.arrangementId ?? view.madeArrangementId,
  };
}

export function toOfferDetail(
  view: OfferView,
  viewer: OfferViewer,
  events: OfferEventRow[],
): OfferDetail {
  return {
    ...toOffer(view, viewer),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor as OfferDetail['events'][number]['actor'],
      status: e.status as Offer['status'],
      detail: e.detail ?? null,
    })),
  };
}
