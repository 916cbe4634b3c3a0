import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { ProviderShowContact } from '../schema';
import { VISIBLE_PROVIDER } from './providers';

const EARTH_RADIUS_M = 6_371_008.8;

export interface ProvidersForSolutionQuery {
  solutionId: string;
  /** Both or neither: the point distances are measured from. */
  lat?: number;
  lon?: number;
  /** At most this many rows, the first in the list's order; all of them when left out. */
  limit?: number;
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
  /** When an admin approved a self-registered entry, as JSON writes a timestamptz; else null. */
  verified_at: string | null;
  /** Which contacts users may see; null shows all. */
  show_contact: ProviderShowContact | null;
  /** Great-circle metres from the query point; null without a point or provider coordinates. */
  distance_m: number | null;
}

export interface ProvidersForSolution {
  /** The first `limit` providers in the list's order. */
  rows: ProviderSearchRow[];
  /** How many providers users can see the solution has in all, whatever the limit. */
  total: number;
}

/**
 * The providers users can see (VISIBLE_PROVIDER) offering one solution, starting from the
 * provider_solutions index. With a point, each row carries its great-circle distance (haversine,
 * as countNearbyProvidersBySolution) and the rows come nearest first, providers without
 * coordinates last; without one, by name. The limit is applied in the inner select, after
 * ordering, so only the kept rows become JSON; the total is counted from the provider_solutions
 * index in the same statement.
 */
export async function listProvidersForSolution(
  db: Db,
  { solutionId, lat, lon, limit }: ProvidersForSolutionQuery,
): Promise<ProvidersForSolution> {
  const withPoint = lat !== undefined && lon !== undefined;
  // PGlite needs the parameters cast: untyped ones inside arithmetic fail to resolve.
  const distance = withPoint
    ? sql`2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(
            power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(p.lat))
              * power(sin(radians(p.lon - ${lon}::float8) / 2), 2)
          ))`
    : sql`null::float8`;
  // The inner select orders by its output columns, the outer aggregate by the same ones of x.
  const order = (alias: string) => {
    const q = sql.raw(alias);
    return withPoint
      ? sql`${q}distance_m asc nulls last, ${q}company_name asc nulls last, ${q}id`
      : sql`${q}company_name asc nulls last, ${q}id`;
  };
  // One JSON text for the whole list: reading hundreds of rows with seven JSON columns each
  // costs PGlite several times more than parsing one text (bench/providers.bench.mjs).
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  // LIMIT NULL keeps every row.
  const result = (await db.execute(sql`
    select coalesce(json_agg(x order by ${order('x.')}), '[]')::text as providers,
      (select count(*) from provider_solutions c
        join provider_companies p on p.id = c.provider_id
        where c.solution_id = ${solutionId} and ${VISIBLE_PROVIDER})::int as total
    from (
      select p.id, p.is_sample, p.company_name, p.business_category, p.description, p.address,
        p.city, p.postal_code, p.country, p.lat, p.lon, p.institution_types, p.capacity,
        p.logistics, p.company_constraints, p.accepted_food_types, p.contact_person, p.contact,
        p.additional_company_information, p.verified_at, p.show_contact,
        case when p.lat is null or p.lon is null then null else ${distance} end as distance_m
      from provider_solutions ps
      join provider_companies p on p.id = ps.provider_id
      where ps.solution_id = ${solutionId} and ${VISIBLE_PROVIDER}
      order by ${order('')}
      limit ${limit ?? null}::int
    ) x`)) as unknown as { rows: { providers: string; total: number }[] };
  const first = result.rows[0];
  return {
    rows: JSON.parse(first?.providers ?? '[]') as ProviderSearchRow[],
    total: Number(first?.total ?? 0),
  };
}
