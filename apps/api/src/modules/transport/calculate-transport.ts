import type { TransportRequest, TransportResponse, TransportPlace } from '@foodhub/contracts';
import { TRANSPORT_PER_TONNE_KM } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { fillMessage } from '../../lib/answer-messages';
import { ROAD_CIRCUITY_FACTOR, type RouteResult } from '../../lib/router';
import { HttpError } from '../../plugins/errors';
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

async function locate(deps: AppDeps, text: string): Promise<TransportPlace> {
  const result = await deps.geocoder.geocode(parseAddressText(text));
  if (!result.found) {
    const { code, message } = transportMessages.addressNotFound;
    const params = { address: text };
    throw new HttpError(400, fillMessage(message, params), { code, params });
  }
  // Six decimals are ~0.1 m, as POST /geocode answers.
  return { label: text, lat: round(result.lat, 6), lon: round(result.lon, 6) };
}

function distanceSource(route: RouteResult): string {
  if (route.method === 'osrm') return 'road distance from OSRM';
  const estimate = `estimate: great-circle distance × ${ROAD_CIRCUITY_FACTOR} road circuity factor`;
  return route.fallback ? `${estimate}; the routing service was unavailable` : estimate;
}

/** The text shown with the result: the formula with its numbers and the distance's source. */
export function co2eCalcMethod(weightTons: number, route: RouteResult): string {
  return (
    `Road freight: ${CO2E_PER_TONNE_KM} kg CO2e per tonne-km × ${weightTons} t × ` +
    `${round(route.distanceKm, 2)} km (${distanceSource(route)})`
  );
}

/**
 * Geocodes both address texts, routes between them and computes the road freight emissions
 * (spec part 2 §2 'Transport & Emissions step', §7 POST /transport/calculate).
 */
export async function calculateTransport(
  deps: AppDeps,
  body: TransportRequest,
): Promise<TransportResponse> {
  const [source, destination] = await Promise.all([
    locate(deps, body.source),
    locate(deps, body.destination),
  ]);
  const route = await deps.router.route(source, destination);
  const weight = body.weight_tons;
  return {
    distance_km: round(route.distanceKm, 2),
    // From the unrounded distance; grams are enough.
    co2e_kg: round(weight * route.distanceKm * CO2E_PER_TONNE_KM, 3),
    co2e_calc_method: co2eCalcMethod(weight, route),
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
  };
}
