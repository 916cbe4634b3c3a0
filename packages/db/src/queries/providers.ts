import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { VISIBLE_PROVIDER_STATUSES } from '../schema';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.32;

/**
 * SQL condition: the provider row aliased `p` is one users see (a sample or imported row, or an
 * approved self-registered entry). Built from constants only, so raw SQL is safe here.
 */
export const VISIBLE_PROVIDER = sql.raw(
  `p.status in (${VISIBLE_PROVIDER_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);

export interface NearbyQuery {
  lat: number;
  lon: number;
  radiusKm: number;
}

/**
 * How many real providers of each solution lie within radiusKm of a point: a latitude/longitude
 * box read on the (lat, lon) index first, then the exact great-circle distance (haversine). The
 * shipped sample providers are fictional and never count, nor do self-registered entries users
 * cannot see (not approved yet, rejected or withdrawn).
 */
export async function countNearbyProvidersBySolution(
  db: Db,
  { lat, lon, radiusKm }: NearbyQuery,
): Promise<Map<string, number>> {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles; clamp so the box stays finite near them.
  const dLon = radiusKm / (KM_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    select ps.solution_id, count(*) as n
    from provider_companies p
    join provider_solutions ps on ps.provider_id = p.id
    where not p.is_sample and ${VISIBLE_PROVIDER}
      and p.lat between ${lat - dLat}::float8 and ${lat + dLat}::float8
      and p.lon between ${lon - dLon}::float8 and ${lon + dLon}::float8
      and 2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
            power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(p.lat))
              * power(sin(radians(p.lon - ${lon}::float8) / 2), 2)
          )) <= ${radiusKm}::float8
    group by ps.solution_id`)) as unknown as {
    rows: { solution_id: string; n: number | string }[];
  };
  return new Map(result.rows.map((r) => [r.solution_id, Number(r.n)]));
}

/** Ids of catalogue solutions no sample provider is linked to (a catalogue newer than them). */
export async function solutionsWithoutSampleProviders(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select s.id from solutions s
    where not exists (
      select 1 from provider_solutions ps
      join provider_companies p on p.id = ps.provider_id
      where ps.solution_id = s.id and p.is_sample
    )`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
