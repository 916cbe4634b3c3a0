import { distanceKm, ROAD_CIRCUITY_FACTOR, type LatLon } from '@foodhub/domain';

/** A point on a route: [longitude, latitude], as GeoJSON writes it. */
export type LonLat = [number, number];

export type RouteMethod = 'osrm' | 'great-circle-estimate';

export interface RouteResult {
  /** Road distance in km, unrounded. */
  distanceKm: number;
  /** The route line, [lon, lat] per point, from start to end. */
  coordinates: LonLat[];
  method: RouteMethod;
  /** True when the routing service failed and this is the estimate instead. */
  fallback?: boolean;
}

/** The little a router logs: a Fastify/pino logger fits. */
export interface RouterLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The router port: the great-circle estimate by default, an OSRM server with ROUTER_URL. */
export interface Router {
  readonly kind: 'osrm' | 'great-circle';
  /** Never throws: a failing routing service answers with the estimate. */
  route(from: LatLon, to: LatLon): Promise<RouteResult>;
}

// The factor lives in the domain package, where the documentation page reads it too.
export { ROAD_CIRCUITY_FACTOR };

/** Great-circle distance × ROAD_CIRCUITY_FACTOR, drawn as a straight line from start to end. */
export function estimateRoute(from: LatLon, to: LatLon): RouteResult {
  return {
    distanceKm: distanceKm(from, to) * ROAD_CIRCUITY_FACTOR,
    coordinates: [
      [from.lon, from.lat],
      [to.lon, to.lat],
    ],
    method: 'great-circle-estimate',
  };
}

export function createGreatCircleRouter(): Router {
  return { kind: 'great-circle', route: async (from, to) => estimateRoute(from, to) };
}
