import { countNearbyProvidersBySolution, providersVersion, type Db } from '@foodhub/db';
import { NEARBY_RADIUS_KM } from '@foodhub/domain';

// How many providers of each solution lie near a point: a match needs it for every search, and
// near a town it walks every provider within NEARBY_RADIUS_KM (about 5,000 around Graz at
// 100,000 providers: 15 ms). The same business searches from the same point again and again
// (an edit, a language switch, the next surplus), so the counts of a point are kept while the
// providers stand as they were read (providersVersion, moved at every committed change).

/** Points kept per database; the oldest is forgotten first. */
const MAX_POINTS = 2_000;
/** A bound on any staleness the version cannot see (a change committed while counting). */
const MAX_AGE_MS = 10 * 60_000;

interface Kept {
  version: string;
  at: number;
  counts: ReadonlyMap<string, number>;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

/** The providers of each solution within NEARBY_RADIUS_KM of the point, as of now. */
export async function nearbyCounts(
  db: Db,
  lat: number,
  lon: number,
  now = Date.now(),
): Promise<ReadonlyMap<string, number>> {
  let points = kept.get(db);
  if (!points) kept.set(db, (points = new Map()));
  const key = `${lat},${lon}`;
  const version = await providersVersion(db);
  const hit = points.get(key);
  if (hit && hit.version === version && now - hit.at < MAX_AGE_MS) return hit.counts;
  const counts = await countNearbyProvidersBySolution(db, { lat, lon, radiusKm: NEARBY_RADIUS_KM });
  points.delete(key);
  // Kept only when no change was committed meanwhile: else the next search counts again.
  if ((await providersVersion(db)) === version) {
    if (points.size >= MAX_POINTS) points.delete(points.keys().next().value!);
    points.set(key, { version, at: now, counts });
  }
  return counts;
}
