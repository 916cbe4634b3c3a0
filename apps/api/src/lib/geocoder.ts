import { countryCode, parsePostalCode, placeNameKey } from '@foodhub/domain';

/** What the user typed (spec part 1 §7 POST /geocode); every part optional. */
export interface GeocodeQuery {
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export type GeocodePrecision = 'address' | 'postal_code' | 'city';

/** What a found location stands for, as the user should see it ('8010 Graz, AT'). */
export interface GeocodeMatch {
  postalCode: string | null;
  /** The place's name as the source writes it; null when only a street or code matched. */
  city: string | null;
  /** ISO alpha-2; null when the source did not say. */
  countryCode: string | null;
}

/**
 * Why nothing was found: nothing by that name in the service countries (or the named country),
 * a postal code that does not exist there, or a postal code and city that do not belong together.
 */
export type NotFoundReason = 'no_match' | 'postal_code_unknown' | 'postal_code_city_mismatch';

export type GeocodeResult =
  | { found: true; lat: number; lon: number; precision: GeocodePrecision; match: GeocodeMatch }
  | { found: false; reason: NotFoundReason };

export const NOT_FOUND: GeocodeResult = { found: false, reason: 'no_match' };

export const notFound = (reason: NotFoundReason): GeocodeResult => ({ found: false, reason });

/** The geocoder port: the gazetteer by default, a Nominatim-compatible service with GEOCODER_URL. */
export interface Geocoder {
  readonly kind: 'gazetteer' | 'nominatim';
  /** Never throws for a place it cannot find; may throw when its own storage fails. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult>;
}

/** The little a geocoder logs: a Fastify/pino logger fits. */
export interface GeocoderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A query read once: country as ISO alpha-2, postal code without prefix, name keys. */
export interface NormalizedQuery {
  street: string;
  streetKey: string;
  city: string;
  cityKey: string;
  postalCode: string | null;
  /** ISO alpha-2 from the country field, else from a postal-code prefix ('A-8010'). */
  country: string | null;
}

export function normalizeQuery(query: GeocodeQuery): NormalizedQuery {
  const street = query.address?.trim() ?? '';
  const city = query.city?.trim() ?? '';
  const postal = parsePostalCode(query.postalCode ?? '');
  const country = countryCode(query.country ?? '') ?? postal?.countryCode ?? null;
  return {
    street,
    streetKey: placeNameKey(street),
    city,
    cityKey: placeNameKey(city),
    postalCode: postal?.postalCode ?? null,
    country,
  };
}

/** A street, a postal code or a city: a country alone is not a location. */
export function hasLocation(q: NormalizedQuery): boolean {
  return q.streetKey !== '' || q.cityKey !== '' || q.postalCode !== null;
}
