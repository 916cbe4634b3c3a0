import type { Offer, OfferDetail } from '@foodhub/contracts';
import { donorOffer, hoursFromNow, listed } from './offer-fixtures';

/*
 * Offers as GET /me/provider/offers and GET /me/offers/{id} send them to the provider's account,
 * for the inbox's and the offer page's tests: the donor's offer (offer-fixtures) as the food bank
 * in Graz sees it. Times are relative to now: the window opens in two hours and closes a day later.
 */

export { hoursFromNow };

export const OFFER_ID = '7c0e6c4e-1d7e-4a4b-9a51-5d6f0f7d2b11';

const asProvider = (): Partial<OfferDetail> => ({
  id: OFFER_ID,
  viewer: 'provider',
  provider: {
    id: 'b3f2d1f0-0000-4000-8000-000000000001',
    name: 'Tafel Graz',
    city: 'Graz',
    country: 'AT',
    contact: { contact_person: 'Eva Berger', email: 'tafel@example.org', phone: null },
  },
});

/** One offer of the inbox: bread from a bakery in Graz, waiting for the organisation's answer. */
export function inboxOffer(overrides: Partial<Offer> = {}): Offer {
  return listed(donorOffer({ ...asProvider(), ...overrides }));
}

/** The offer with its history, as the offer page reads it: sent by the donor an hour ago. */
export function providerOffer(overrides: Partial<OfferDetail> = {}): OfferDetail {
  const offer = inboxOffer(overrides);
  return {
    ...offer,
    events: [{ at: offer.created_at, actor: 'donor', status: 'sent', detail: null }],
    ...overrides,
  };
}

/** The catalogue's names of the solutions the offers name (GET /solutions/names). */
export const solutionNames = { names: { 'reuse-food-bank': 'Donation to a food bank' } };
