import { sql } from 'drizzle-orm';
import type { Db } from '../client';

const EARTH_RADIUS_M = 6_371_008.8;

export interface ProvidersForSolutionQuery {
  solutionId: string;
  /** Both or neither: the point distances are measured from. */
  lat?: number;
  lon?: number;
}

export interface ProviderSearchRow {
  id: string;
  is_sample: boolean;
  company_name: string | null;
  business_category: string | null;
  description: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  institution_types: string[] | null;
  capacity: Record<string, unknown>[] | null;
  logistics: Record<string, unknown> | null;
  company_constraints: Record<string, unknown> | null;
  accepted_food_types: Record<string, unknown> | null;
  contact_person: string | null;
  contact: { email?: string | null; phone?: string | null } | null;
  additional_company_information: Record<string, unknown> | null;
  /** Great-circle metres from the query point; null without a point or provider coordinates. */
  distance_m: number | null;
}

/**
 * The providers offering one solution, starting from the provider_solutions index. With a point,
 * each row carries its great-circle distance (haversine, as countNearbyProvidersBySolution) and
 * the rows come nearest first, providers without coordinates last; without one, by name.
 */
export async function listProvidersForSolution(
  db: Db,
  { solutionId, lat, lon }: ProvidersForSolutionQuery,
): Promise<ProviderSearchRow[]> {
  const withPoint = lat !== undefined && lon !== undefined;
  // PGlite needs the parameters cast: untyped ones inside arithmetic fail to resolve.
  const distance = withPoint
    ? sql`2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(
            power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(p.lat))
              * power(sin(radians(p.lon - ${lon}::float8) / 2), 2)
          ))`
    : sql`null::float8`;
  const order = withPoint
    ? sql`x.distance_m asc nulls last, x.company_name asc nulls last, x.id`
    : sql`x.company_name asc nulls last, x.id`;
  // One JSON text for the whole list: reading hundreds of rows with seven JSON columns each
  // costs PGlite several times more than parsing one text (bench/providers.bench.mjs).
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    select coalesce(json_agg(x order by ${order}), '[]')::text as providers
    from (
      select p.id, p.is_sample, p.company_name, p.business_category, p.description, p.address,
        p.city, p.postal_code, p.country, p.lat, p.lon, p.institution_types, p.capacity,
        p.logistics, p.company_constraints, p.accepted_food_types, p.contact_person, p.contact,
        p.additional_company_information,
        case when p.lat is null or p.lon is null then null else ${distance} end as distance_m
      from provider_solutions ps
      join provider_companies p on p.id = ps.provider_id
      where ps.solution_id = ${solutionId}
    ) x`)) as unknown as { rows: { providers: string }[] };
  return JSON.parse(result.rows[0]?.providers ?? '[]') as ProviderSearchRow[];
}
