import type { Offer } from '@foodhub/contracts';

/** The pages' offers in order, once each, should a page repeat one of the page before. */
export function uniqueOffers(pages: readonly { offers: Offer[] }[]): Offer[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.offers)
    .filter((offer) => (seen.has(offer.id) ? false : (seen.add(offer.id), true)));
}
