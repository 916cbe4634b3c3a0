import { findPlacesByName, findPostalPlaces, type Db, type GazetteerPlace } from '@foodhub/db';
import { distanceKm, SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import {
  centroid,
  nameAttempts,
  placeIsNamed,
  placeOfName,
  pointOfPostalCode,
  type Point,
} from './gazetteer-match';
import {
  hasLocation,
  normalizeQuery,
  notFound,
  type GeocodeMatch,
  type GeocodePrecision,
  type GeocodeQuery,
  type GeocodeResult,
  type Geocoder,
  type NormalizedQuery,
} from './geocoder';

/**
 * A city typed with a postal code whose list does not carry that name (a municipality over its
 * localities, 'Graz' for 8045 'Graz-Andritz'... ) still fits when a place of that name lies this
 * close to the code's centre: about the radius of a large rural postal-code area.
 */
export const POSTAL_CITY_MAX_KM = 25;

const SERVICE_COUNTRIES = new Set(SERVICE_COUNTRY_CODES);

const found = (point: Point, precision: GeocodePrecision, match: GeocodeMatch): GeocodeResult => ({
  found: true,
  ...point,
  precision,
  match,
});

/** Places of the service countries, unless the user named a country. */
const inScope = (places: readonly GazetteerPlace[], q: NormalizedQuery) =>
  q.country ? places : places.filter((p) => SERVICE_COUNTRIES.has(p.countryCode));

/** Slovenian postal names add the delivery office: 'Kranj - dostava'. */
const DELIVERY_SUFFIX = /\s+-\s+dostava$/i;

/**
 * The most frequent name among places (a postal code's main locality), without the district
 * GeoNames adds after a comma ('Graz,01.Bez.:Innere Stadt', 'Wien, Innere Stadt') and the
 * delivery office after a dash ('Kranj - dostava').
 */
function mainName(places: readonly GazetteerPlace[]): string | null {
  const counts = new Map<string, number>();
  for (const p of places) {
    const name = p.name.split(',')[0]?.replace(DELIVERY_SUFFIX, '').trim() || p.name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [name, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = name;
  return best;
}

async function cityNearCode(
  db: Db,
  q: NormalizedQuery,
  codePlaces: readonly GazetteerPlace[],
): Promise<boolean> {
  const centre = centroid(codePlaces);
  const country = codePlaces[0]?.countryCode ?? null;
  if (!centre || !country) return false;
  for (const attempt of nameAttempts(q.cityKey)) {
    const places = await findPlacesByName(db, attempt.key, country, { prefix: attempt.prefix });
    if (places.some((p) => distanceKm(p, centre) <= POSTAL_CITY_MAX_KM)) return true;
  }
  return false;
}

async function geocodePostalCode(db: Db, q: NormalizedQuery, code: string): Promise<GeocodeResult> {
  const places = inScope(await findPostalPlaces(db, code, q.country), q);
  if (places.length === 0) return notFound('postal_code_unknown');
  const named = places.filter((p) => placeIsNamed(p, q.cityKey));
  if (q.cityKey && named.length === 0) {
    // One country's code, a city not in its list: accept it only when that city is near.
    const countries = new Set(places.map((p) => p.countryCode));
    if (countries.size > 1 || !(await cityNearCode(db, q, places))) {
      return notFound('postal_code_city_mismatch');
    }
  }
  const point = pointOfPostalCode(places, q.cityKey);
  if (!point) return notFound('no_match');
  const chosen = named.length > 0 ? named : places;
  return found(point, 'postal_code', {
    postalCode: code,
    city: mainName(chosen),
    countryCode: chosen[0]?.countryCode ?? null,
  });
}

/**
 * Looks an address up in the embedded gazetteer (GeoNames postal codes and cities). It has no
 * streets, so its best answer is a postal code's point. Only the service countries are searched
 * unless the address names a country; a postal code that does not exist there, or that does not
 * go with the typed city, is not replaced by a namesake found by the city name alone.
 */
export async function geocodeWithGazetteer(db: Db, query: GeocodeQuery): Promise<GeocodeResult> {
  const q = normalizeQuery(query);
  if (!hasLocation(q)) return notFound('no_match');
  if (q.postalCode) return geocodePostalCode(db, q, q.postalCode);
  for (const attempt of nameAttempts(q.cityKey)) {
    const places = inScope(
      await findPlacesByName(db, attempt.key, q.country, { prefix: attempt.prefix }),
      q,
    );
    const best = placeOfName(places);
    if (best) {
      return found(best.point, 'city', {
        postalCode: null,
        city: best.place.name,
        countryCode: best.place.countryCode,
      });
    }
  }
  return notFound('no_match');
}

export function createGazetteerGeocoder(db: Db): Geocoder {
  return { kind: 'gazetteer', geocode: (query) => geocodeWithGazetteer(db, query) };
}
