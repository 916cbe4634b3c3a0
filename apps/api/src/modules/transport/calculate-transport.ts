import type {
  RoutePoint,
  TransportPlace,
  TransportRequest,
  TransportResponse,
} from '@foodhub/contracts';
import {
  distanceKm,
  MAX_ROAD_TRIP_KM,
  MIN_LOCAL_TRIP_KM,
  onRoadNetwork,
  TRANSPORT_PER_TONNE_KM,
} from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { ROAD_CIRCUITY_FACTOR, type RouteResult } from '../../lib/router';
import { codedError } from '../../plugins/errors';
import { parseAddressText } from './address-text';
import { transportMessages } from './transport.messages';

/**
 * Road freight climate impact, kg CO2e per tonne-km: spec part 2 §9 'Transport per tonne-km
 * climate' (1.58), kept once in the domain's impact model.
 */
const CO2E_PER_TONNE_KM = TRANSPORT_PER_TONNE_KM.co2;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const NOT_FOUND_MESSAGES = {
  no_match: transportMessages.addressNotFound,
  postal_code_unknown: transportMessages.postalCodeUnknown,
  postal_code_city_mismatch: transportMessages.postalCodeCityMismatch,
} as const;

/** No place found for a given point: what it was located from is not known here. */
const UNMATCHED = { postal_code: null, city: null, country_code: null } as const;

/**
 * One end of the trip: the point given for it, taken as it is (the provider list measured from
 * exactly this point), or else where its address text is found. The label is the text either way.
 */
export async function locate(
  deps: AppDeps,
  text: string,
  point?: RoutePoint,
): Promise<TransportPlace> {
  if (point) {
    return {
      label: text,
      lat: point.lat,
      lon: point.lon,
      precision: point.precision ?? 'address',
      matched: { ...UNMATCHED },
    };
  }
  const result = await deps.geocoder.geocode(parseAddressText(text));
  if (!result.found) {
    throw codedError(400, NOT_FOUND_MESSAGES[result.reason], { address: text });
  }
  // Six decimals are ~0.1 m, as POST /geocode answers.
  return {
    label: text,
    lat: round(result.lat, 6),
    lon: round(result.lon, 6),
    precision: result.precision,
    matched: {
      postal_code: result.match.postalCode,
      city: result.match.city,
      country_code: result.match.countryCode,
    },
  };
}

/** Refuses two points that no road plausibly joins (MAX_ROAD_TRIP_KM, ROAD_NETWORK_BOUNDS). */
function assertRoadTrip(source: TransportPlace, destination: TransportPlace): void {
  const apart = distanceKm(source, destination);
  if (apart <= MAX_ROAD_TRIP_KM && onRoadNetwork(source) && onRoadNetwork(destination)) return;
  throw codedError(422, transportMessages.noRoadRoute, {
    from: source.label,
    to: destination.label,
    distance: String(Math.round(apart)),
  });
}

/**
 * The distance to compute with: the route's, but at least MIN_LOCAL_TRIP_KM when a place is only
 * a postal-code or town centre (two places of one postal-code area share one point).
 */
function effectiveDistance(
  route: RouteResult,
  source: TransportPlace,
  destination: TransportPlace,
): { km: number; minimumApplied: boolean } {
  const approximate = source.precision !== 'address' || destination.precision !== 'address';
  if (approximate && route.distanceKm < MIN_LOCAL_TRIP_KM) {
    return { km: MIN_LOCAL_TRIP_KM, minimumApplied: true };
  }
  return { km: route.distanceKm, minimumApplied: false };
}

/**
 * Where the road distance came from, with the straight-line distance between the two points: the
 * distance the provider list shows for the same points, so both can be read side by side.
 */
function distanceSource(route: RouteResult, straightKm: number): string {
  const straight = `${round(straightKm, 2)} km straight line`;
  if (route.method === 'osrm') return `road distance from OSRM; ${straight}`;
  const estimate = `estimate: ${straight} × ${ROAD_CIRCUITY_FACTOR} road circuity factor`;
  return route.fallback ? `${estimate}; the routing service was unavailable` : estimate;
}

/** The text shown with the result: the formula with its numbers and the distance's source. */
export function co2eCalcMethod(
  weightTons: number,
  route: RouteResult,
  straightKm: number,
  minimumKm: number | null = null,
): string {
  const source =
    minimumKm === null
      ? distanceSource(route, straightKm)
      : `both places located by postal code or town centre, ${round(route.distanceKm, 2)} km ` +
        `apart; a local trip of at least ${minimumKm} km is assumed`;
  return (
    `Road freight: ${CO2E_PER_TONNE_KM} kg CO2e per tonne-km × ${weightTons} t × ` +
    `${round(minimumKm ?? route.distanceKm, 2)} km (${source})`
  );
}

/**
 * Locates both ends (the given points, else the geocoded address texts), routes between them and
 * computes the road freight emissions (spec part 2 §2 'Transport & Emissions step', §7 POST
 * /transport/calculate).
 */
export async function calculateTransport(
  deps: AppDeps,
  body: TransportRequest,
): Promise<TransportResponse> {
  const [source, destination] = await Promise.all([
    locate(deps, body.source, body.source_point),
    locate(deps, body.destination, body.destination_point),
  ]);
  assertRoadTrip(source, destination);
  const route = await deps.router.route(source, destination);
  const weight = body.weight_tons;
  const distance = effectiveDistance(route, source, destination);
  return {
    distance_km: round(distance.km, 2),
    // From the unrounded distance; grams are enough.
    co2e_kg: round(weight * distance.km * CO2E_PER_TONNE_KM, 3),
    co2e_calc_method: co2eCalcMethod(
      weight,
      route,
      distanceKm(source, destination),
      distance.minimumApplied ? MIN_LOCAL_TRIP_KM : null,
    ),
    route_geojson: {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: route.coordinates },
      properties: { method: route.method },
    },
    // Rounded to grams: 0.07 × 1000 is 70.00000000000001 in floating point.
    transport_weight_kg: round(weight * 1000, 3),
    co2e_kg_external: null,
    co2e_calc_method_external: null,
    source,
    destination,
    minimum_distance_km: distance.minimumApplied ? MIN_LOCAL_TRIP_KM : null,
  };
}
