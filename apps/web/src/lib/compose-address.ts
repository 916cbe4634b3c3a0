import type { CompanyLocation } from '../stores/stepper-data';

const part = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * One line for the company address: 'Hauptplatz 1, 8010 Graz, Austria'. Parts are trimmed and
 * blanks skipped; '' when every part is blank. Next on step 1 compares it with
 * lastGeocodedAddress to decide whether to geocode again (spec part 1 §4 'Geocoding'), so inner
 * runs of spaces are collapsed: retyping a space is not a new address.
 */
export function composeAddress(location: CompanyLocation): string {
  const place = [part(location.postalCode), part(location.city)].filter(Boolean).join(' ');
  return [part(location.address), place, part(location.country)].filter(Boolean).join(', ');
}
