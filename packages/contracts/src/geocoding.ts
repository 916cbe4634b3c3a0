import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '@foodhub/domain';

// Null is read as 'not given': the stepper sends the company location as stored, and an empty
// field may come as null or ''. Anything else that is not a string is refused.
const addressPart = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullish();

/** POST /geocode (spec part 1 §7): the address parts of companyProfile.location. */
export const geocodeRequest = z.object({
  address: addressPart(FIELD_MAX_LENGTH),
  city: addressPart(FIELD_MAX_LENGTH),
  postalCode: addressPart(20),
  country: addressPart(100),
});
export type GeocodeRequest = z.infer<typeof geocodeRequest>;

/** GeoJSON Point, coordinates [longitude, latitude] (spec part 1 §3 location_geo). */
export const geoPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export type GeoPoint = z.infer<typeof geoPoint>;

/** How exact a found location is: a street address, a postal code's area, or a town. */
export const geocodePrecision = z.enum(['address', 'postal_code', 'city']);
export type GeocodePrecision = z.infer<typeof geocodePrecision>;

/** What a found location stands for, for the screens to show ('Located: 8010 Graz, Austria'). */
export const geocodeMatch = z.object({
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string().nullable(),
});
export type GeocodeMatch = z.infer<typeof geocodeMatch>;

/**
 * Why nothing was found: no place of that name in the service countries (or the named country),
 * a postal code that does not exist there, or a postal code that does not go with the city.
 */
export const geocodeNotFoundReason = z.enum([
  'no_match',
  'postal_code_unknown',
  'postal_code_city_mismatch',
]);
export type GeocodeNotFoundReason = z.infer<typeof geocodeNotFoundReason>;

/** Not found (or a geocoder failure, spec part 1 §8) answers found: false with nulls. */
export const geocodeResponse = z.object({
  found: z.boolean(),
  location_geo: geoPoint.nullable(),
  precision: geocodePrecision.nullable(),
  /** What was matched; null when nothing was found. */
  matched: geocodeMatch.nullable(),
  /** Why nothing was found; null when found or when the geocoder failed. */
  not_found_reason: geocodeNotFoundReason.nullable(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponse>;
