import type { GeocodeMatch } from '@foodhub/contracts';
import { countryName } from './providers/provider-format';

/**
 * '8010 Graz, Austria': what the geocoder matched, the country in the interface language; ''
 * when it matched neither a postal code nor a town.
 */
export function locatedPlaceText(matched: GeocodeMatch, language: string): string {
  const place = [matched.postal_code, matched.city].filter(Boolean).join(' ');
  if (!place) return '';
  const country = matched.country_code ? countryName(matched.country_code, language) : null;
  return [place, country].filter(Boolean).join(', ');
}
