// Pure choices of the gazetteer geocoder: which of the places a lookup returned is meant.
import type { GazetteerPlace } from '@foodhub/db';
import { placeKeysMatch, placeNameKey, placeNameVariants, type LatLon } from '@foodhub/domain';

export type Point = LatLon;

/**
 * The mean of the distinct points. Postal-code lists repeat one point for many localities (AT
 * lists every Ortschaft at the code's centre); repeats must not pull the mean towards them.
 */
export function centroid(points: readonly Point[]): Point | null {
  const distinct = new Map(points.map((p) => [`${p.lat},${p.lon}`, p]));
  if (distinct.size === 0) return null;
  let lat = 0;
  let lon = 0;
  for (const p of distinct.values()) {
    lat += p.lat;
    lon += p.lon;
  }
  return { lat: lat / distinct.size, lon: lon / distinct.size };
}

/** True when the place goes by the typed city name, in any of its languages ('Capodistria'). */
export function placeIsNamed(place: GazetteerPlace, cityKey: string): boolean {
  if (!cityKey) return false;
  if (placeKeysMatch(place.nameKey, cityKey)) return true;
  return placeNameVariants(place.name).some((v) => placeKeysMatch(placeNameKey(v), cityKey));
}

/**
 * The point of a postal code: its places that bear the typed city name (39100 'Bozen'), else
 * all its places. Without a country a code may exist in several countries (AT and CH both
 * have 8010); then only the city name decides, and without a match there is no answer.
 */
export function pointOfPostalCode(
  places: readonly GazetteerPlace[],
  cityKey: string,
): Point | null {
  const named = places.filter((p) => placeIsNamed(p, cityKey));
  const countries = new Set(places.map((p) => p.countryCode));
  if (countries.size > 1) {
    const namedCountries = new Set(named.map((p) => p.countryCode));
    return namedCountries.size === 1 ? centroid(named) : null;
  }
  return centroid(named.length > 0 ? named : places);
}

/**
 * The place meant by a city name among the places that carry it: the most populous city, else the
 * locality with the most postal codes (a town's codes outnumber those of a namesake village),
 * at the mean of that locality's points.
 */
export function placeOfName(
  places: readonly GazetteerPlace[],
): { point: Point; place: GazetteerPlace } | null {
  const cities = places.filter((p) => p.source === 'cities');
  const biggest = cities.reduce<GazetteerPlace | undefined>(
    (best, p) => (!best || (p.population ?? 0) > (best.population ?? 0) ? p : best),
    undefined,
  );
  if (biggest) return { point: { lat: biggest.lat, lon: biggest.lon }, place: biggest };

  const localities = new Map<string, { places: GazetteerPlace[]; codes: Set<string> }>();
  for (const p of places) {
    const key = [p.countryCode, p.admin1, p.admin2, p.nameKey].join('|');
    const locality = localities.get(key) ?? { places: [], codes: new Set<string>() };
    locality.places.push(p);
    locality.codes.add(p.postalCode ?? '');
    localities.set(key, locality);
  }
  let best: { places: GazetteerPlace[]; codes: Set<string> } | undefined;
  for (const locality of localities.values()) {
    if (!best || locality.codes.size > best.codes.size) best = locality;
  }
  const point = best ? centroid(best.places) : null;
  const place = best?.places[0];
  return point && place ? { point, place } : null;
}

/** The point of a city name among the places that carry it (see placeOfName). */
export function pointOfName(places: readonly GazetteerPlace[]): Point | null {
  return placeOfName(places)?.point ?? null;
}

/**
 * The name keys to try, most exact first: the key; names that start with it ('Frankfurt' ->
 * 'Frankfurt am Main'); then the key without trailing words ('Bolzano Bozen' -> 'Bolzano').
 */
export function nameAttempts(cityKey: string): { key: string; prefix: boolean }[] {
  if (!cityKey) return [];
  const attempts = [
    { key: cityKey, prefix: false },
    { key: cityKey, prefix: true },
  ];
  const words = cityKey.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const shorter = words.slice(0, n).join(' ');
    if (shorter.length >= 3) attempts.push({ key: shorter, prefix: false });
  }
  return attempts;
}
