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

/** Not found (or a geocoder failure, spec part 1 §8) answers found: false with nulls. */
export const geocodeResponse = z.object({
  found: z.boolean(),
  location_geo: geoPoint.nullable(),
  precision: geocodePrecision.nullable(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponse>;
