/**
 * Road distance over great-circle distance. Measured road-network circuity in Europe lies around
 * 1.2 to 1.4 (Ballou, Rahardja & Sakai 2002, 'Selected country circuity factors for road and rail
 * networks', Journal of Business Logistics 23(1)); 1.3 is the middle of that range.
 */
export const ROAD_CIRCUITY_FACTOR = 1.3;

/**
 * How far a provider may be from the user's location to count as near (km): the matching score's
 * 'providers nearby' and Solution Details' 'none near you' notice use the same radius.
 */
export const NEARBY_RADIUS_KM = 50;

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance in km (haversine): good to a few metres at the distances we compare. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Longest great-circle distance a road transport is computed for, in km. The farthest points of
 * the service countries on the mainland road network lie within it (Brest to Görlitz ≈ 1,480 km,
 * Syracuse to Flensburg ≈ 2,270 km); anything farther is not a trip anyone drives a food donation
 * on, and usually a namesake in the wrong place (docs/decisions.md).
 */
export const MAX_ROAD_TRIP_KM = 2500;

/**
 * The part of Europe joined by roads (and short car ferries) to the Alps: latitude 35–71.5° N,
 * longitude 10° W – 40° E. Leaves out other continents, the Atlantic islands and Iceland.
 */
export const ROAD_NETWORK_BOUNDS = { south: 35, north: 71.5, west: -10, east: 40 } as const;

export function onRoadNetwork(point: LatLon): boolean {
  const b = ROAD_NETWORK_BOUNDS;
  return point.lat >= b.south && point.lat <= b.north && point.lon >= b.west && point.lon <= b.east;
}

/**
 * Shortest road trip assumed between two places located only by postal code or town, in km: two
 * points of one postal-code area are rarely closer. An Austrian postal-code area covers about
 * 38 km² (84,000 km² / 2,200 codes), a disc of radius ≈ 3.5 km; two random points of such a disc
 * lie 0.9 × 3.5 ≈ 3.2 km apart on average, × 1.3 road circuity ≈ 4 km.
 */
export const MIN_LOCAL_TRIP_KM = 4;
