import { countryCode, parsePostalCode } from '@foodhub/domain';
import type { GeocodeQuery } from '../../lib/geocoder';

// '8010 Graz', 'A-8010 Graz', '1010': a postal code (4 or 5 digits, maybe with a country prefix)
// leading a part, the rest of the part being the city.
const LEADING_POSTAL_CODE = /^((?:\p{L}{1,3}\s*[-–]\s*)?\d{4,5})(?:\s+(.+))?$/u;
// 'Graz 8010': the code after the city (only after the first part, which may be a street with a
// long house number).
const TRAILING_POSTAL_CODE = /^(.+?)\s+(\d{4,5})$/u;

interface PostalPart {
  postalCode: string;
  /** The country a prefix named ('A-8010'), else null. */
  country: string | null;
  city: string | null;
}

function postalPart(part: string, first: boolean): PostalPart | null {
  const leading = LEADING_POSTAL_CODE.exec(part);
  if (leading?.[1]) {
    const parsed = parsePostalCode(leading[1]);
    // A prefix that names no country ('XY-1234') makes this something else than a postal code.
    if (!parsed || !/^\d+$/.test(parsed.postalCode)) return null;
    return { postalCode: parsed.postalCode, country: parsed.countryCode, city: leading[2] ?? null };
  }
  const trailing = first ? null : TRAILING_POSTAL_CODE.exec(part);
  if (trailing?.[1] && trailing[2]) {
    return { postalCode: trailing[2], country: null, city: trailing[1] };
  }
  return null;
}

/**
 * Reads one address text ('Hauptplatz 1, 8010 Graz, Austria') into a geocoder query. Parts are
 * split on commas: the first holding a postal code gives the postal code and, with the rest of
 * that part, the city; the first a country name or code is the country; of the other parts the
 * first is the street address and the next the city, unless the city is known already. A single
 * remaining part without digits and without a city ('Graz', 'Graz, Austria') is the city.
 */
export function parseAddressText(text: string): GeocodeQuery {
  const parts = text
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
  let postal: PostalPart | null = null;
  let country: string | null = null;
  const rest: string[] = [];
  for (const [index, part] of parts.entries()) {
    const code: PostalPart | null = postal ? null : postalPart(part, index === 0);
    if (code) {
      postal = code;
      continue;
    }
    // The first part is never the country unless it is all there is ('Austria' alone).
    if (!country && (index > 0 || parts.length === 1) && countryCode(part)) {
      country = part;
      continue;
    }
    rest.push(part);
  }
  const found: PostalPart | null = postal;
  let address: string | null = null;
  let city = found?.city ?? null;
  if (!city && rest.length === 1 && !/\d/.test(rest[0] ?? '')) {
    city = rest[0] ?? null;
  } else {
    address = rest[0] ?? null;
    city ??= rest[1] ?? null;
  }
  return {
    address,
    city,
    postalCode: found?.postalCode ?? null,
    country: country ?? found?.country ?? null,
  };
}
