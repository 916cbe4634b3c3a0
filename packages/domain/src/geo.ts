/**
 * Road distance over great-circle distance. Measured road-network circuity in Europe lies around
 * 1.2 to 1.4 (Ballou, Rahardja & Sakai 2002, 'Selected country circuity factors for road and rail
 * networks', Journal of Business Logistics 23(1)); 1.3 is the middle of that range.
 */
export const ROAD_CIRCUITY_FACTOR = 1.3;

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
