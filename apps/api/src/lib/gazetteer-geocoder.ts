import { findPlacesByName, findPostalPlaces, type Db } from '@foodhub/db';
import { nameAttempts, pointOfName, pointOfPostalCode, type Point } from './gazetteer-match';
import {
  hasLocation,
  normalizeQuery,
  NOT_FOUND,
  type GeocodePrecision,
  type GeocodeQuery,
  type GeocodeResult,
  type Geocoder,
} from './geocoder';

const found = (point: Point, precision: GeocodePrecision): GeocodeResult => ({
  found: true,
  ...point,
  precision,
});

/**
 * Looks an address up in the embedded gazetteer (GeoNames postal codes and cities). It has no
 * streets, so its best answer is a postal code's point: postal code (+ country) first, then
 * the city name (+ country). Every lookup is an index read.
 */
export async function geocodeWithGazetteer(db: Db, query: GeocodeQuery): Promise<GeocodeResult> {
  const q = normalizeQuery(query);
  if (!hasLocation(q)) return NOT_FOUND;
  if (q.postalCode) {
    const point = pointOfPostalCode(await findPostalPlaces(db, q.postalCode, q.country), q.cityKey);
    if (point) return found(point, 'postal_code');
  }
  for (const attempt of nameAttempts(q.cityKey)) {
    const places = await findPlacesByName(db, attempt.key, q.country, { prefix: attempt.prefix });
    const point = pointOfName(places);
    if (point) return found(point, 'city');
  }
  return NOT_FOUND;
}

export function createGazetteerGeocoder(db: Db): Geocoder {
  return { kind: 'gazetteer', geocode: (query) => geocodeWithGazetteer(db, query) };
}
