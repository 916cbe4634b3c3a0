import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { VISIBLE_PROVIDER } from './providers';

const EARTH_RADIUS_KM = 6371.0088;

/** What the gaps list reads of a saved surplus: where it is, how much, what was found for it. */
export interface SurplusForGaps {
  country: string | null;
  city: string | null;
  /** [lon, lat] as the match request sent it; null without a located address. */
  point: [number, number] | null;
  wasteInfo: Record<string, unknown> | null;
  /** The answer's solutions in the answer's order (best first). */
  solutions: { solution_id?: unknown; process_name?: unknown; solution_origin?: unknown }[];
  updatedAt: Date;
}

/** The latest saved surpluses of all users, newest first: only the parts the gaps list reads. */
export async function listSurplusesForGaps(db: Db, limit: number): Promise<SurplusForGaps[]> {
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    select inputs->'companyProfile'->'location'->>'country' as country,
           inputs->'companyProfile'->'location'->>'city' as city,
           inputs->'companyProfile'->'location_geo'->'coordinates' as point,
           inputs->'wasteInfo' as waste_info,
           coalesce(answer->'solutions', '[]'::jsonb) as solutions,
           updated_at
    from saved_surpluses
    order by updated_at desc
    limit ${limit}`)) as unknown as {
    rows: {
      country: string | null;
      city: string | null;
      point: unknown;
      waste_info: Record<string, unknown> | null;
      solutions: unknown;
      updated_at: Date | string;
    }[];
  };
  return result.rows.map((r) => ({
    country: r.country,
    city: r.city,
    point: isPoint(r.point) ? r.point : null,
    wasteInfo: r.waste_info,
    solutions: Array.isArray(r.solutions) ? (r.solutions as SurplusForGaps['solutions']) : [],
    updatedAt: new Date(r.updated_at),
  }));
}

function isPoint(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v)) &&
    Math.abs(value[1] as number) <= 90 &&
    Math.abs(value[0] as number) <= 180
  );
}

/**
 * The great-circle distance (km) from a point to the nearest real (not sample) provider users
 * can see of each of the given solutions; a solution without any is absent from the map.
 */
export async function nearestRealProviders(
  db: Db,
  { lat, lon, solutionIds }: { lat: number; lon: number; solutionIds: string[] },
): Promise<Map<string, number>> {
  if (solutionIds.length === 0) return new Map();
  const ids = sql.join(
    solutionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // PGlite needs the parameters cast: untyped ones inside arithmetic fail to resolve.
  const result = (await db.execute(sql`
    select ps.solution_id, min(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
             power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
             + cos(radians(${lat}::float8)) * cos(radians(p.lat))
               * power(sin(radians(p.lon - ${lon}::float8) / 2), 2)
           ))) as km
    from provider_companies p
    join provider_solutions ps on ps.provider_id = p.id
    where not p.is_sample and ${VISIBLE_PROVIDER} and p.lat is not null and p.lon is not null
      and ps.solution_id in (${ids})
    group by ps.solution_id`)) as unknown as {
    rows: { solution_id: string; km: number | string }[];
  };
  return new Map(result.rows.map((r) => [r.solution_id, Number(r.km)]));
}
