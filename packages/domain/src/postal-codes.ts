import { countryCode } from './countries';

export interface PostalCodeInput {
  /** Upper case, trimmed, without a country prefix: '8010', '01067', '39100'. */
  postalCode: string;
  /** The country a prefix named ('A-8010' -> 'AT'), else null. */
  countryCode: string | null;
}

// 'A-8010', 'D - 80331', 'CH-8001', 'SLO-1000', 'I 39100', 'FL9490': a vehicle or ISO code in
// front of the digits, as Central European letters traditionally write it.
const WITH_DASH = /^(\p{L}{1,3})\s*[-–]\s*(\d[\dA-Z ]*)$/u;
const WITHOUT_DASH = /^(\p{L}{1,3})\s?(\d{4,5})$/u;

/**
 * Splits a typed postal code into the code and the country a prefix names. A leading word is
 * only taken as a prefix when it is a known country code, so 'SW1A 1AA' stays as it is.
 */
export function parsePostalCode(input: string): PostalCodeInput | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!text) return null;
  const match = WITH_DASH.exec(text) ?? WITHOUT_DASH.exec(text);
  const country = match?.[1] ? countryCode(match[1]) : null;
  if (match?.[2] && country) return { postalCode: match[2].trim(), countryCode: country };
  return { postalCode: text, countryCode: null };
}
