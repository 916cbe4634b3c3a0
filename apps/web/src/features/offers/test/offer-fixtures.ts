import type { OfferDetail } from '@foodhub/contracts';

const HOUR = 3600_000;
/** A moment `hours` from now (ISO). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An offer as GET /me/offers/:id answers its donor: sent, waiting for the provider. */
export function donorOffer(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    id: '7c0e6c4e-1d7e-4a4b-9a51-5d6f0f7d2b11',
    status: 'sent',
    viewer: 'donor',
    created_at: hoursFromNow(-1),
    updated_at: hoursFromNow(-1),
    solution: { id: 'reuse-food-bank', process_name: 'Donation to a food bank' },
    provider: {
      id: 'b3f2d1f0-0000-4000-8000-000000000001',
      name: 'Tafel Wien',
      city: 'Wien',
      country: 'AT',
      contact: { contact_person: null, email: null, phone: null },
    },
    donor: {
      name: 'Bäckerei Huber',
      address: 'Hauptplatz 1',
      postal_code: '8010',
      city: 'Graz',
      country: 'AT',
      email: 'huber@baeckerei.example',
    },
    surplus: {
      name: 'Bread',
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
      food_groups: ['Cereal products'],
      condition_answers: { dateKind: 'best_before' },
    },
    pickup_from: hoursFromNow(2),
    pickup_to: hoursFromNow(26),
    packing: 'Two crates',
    message: 'Back door, ring twice.',
    pickup_at: null,
    collector: null,
    decline_reason: null,
    decline_text: null,
    handed_over_kg: null,
    handed_over_at: null,
    events: [{ at: hoursFromNow(-1), actor: 'donor', status: 'sent', detail: null }],
    ...overrides,
  };
}

/** The offer as a list shows it (no events). */
export function listed(offer: OfferDetail) {
  const { events: _events, ...rest } = offer;
  return rest;
}
