import type { ProviderView } from '../../../lib/providers/provider-view';

/** 'Address, postal code city, country' of a provider, for the transport destination. */
export function providerAddressText({ location }: ProviderView): string {
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  return [location.address, place || null, location.country].filter(Boolean).join(', ');
}
