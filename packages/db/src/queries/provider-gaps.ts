import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { arcMetres, chordBetween, chordOfMetres, chordTo, pointOf, PROVIDER_POINT } from './geo';
import { VISIBLE_PROVIDER } from './providers';

export interface GapsQuery {
  /** How many of the latest saved surpluses (with summary columns) are read. */
  surpluses: number;
  /** How many of each surplus's best catalogue solutions count. */
  solutionsPerSurplus: number;
  radiusKm: number;
  /** See GAP_SCAN_MAX_PROVIDERS (a test sets it to try both ways). */
  scanMaxProviders?: number;
}

/** One solution × place whose searches found no real provider within the radius. */
export interface ProviderGapRow {
  solutionId: string;
  /** The newest search's country and city there, trimmed ('' when none). */
  country: string;
  city: string;
  surpluses: number;
  /** kg per week of the recurring surpluses plus the whole amount of one-time ones. */
  kgPerWeek: number;
  lastSearchedAt: Date;
  /** The nearest real provider of the solution from the newest search, km; null when none. */
  nearestKm: number | null;
  /** The newest saved surplus of the gap (where its stored solution name can be read). */
  latestSurplusId: string;
}

export interface ProviderGapRows {
  /** How many saved surpluses were read (the latest ones; at most `surpluses`). */
  surplusesRead: number;
  gaps: ProviderGapRow[];
}

/**
 * Solutions with at most this many provider_solutions rows have the nearest provider of each
 * search found by measuring all of them (read once, hashed by solution); more common ones by a
 * nearest-first walk of provider_companies_geo_idx, which stops at the first provider of the
 * solution: about (providers / the solution's providers) steps, each with a provider_solutions
 * probe. A walk for a solution of a few providers would read most of the index.
 */
export const GAP_SCAN_MAX_PROVIDERS = 500;

/**
 * The provider gaps in one statement: the latest saved surpluses by the updated_at index (rows
 * whose summary columns are not filled yet are skipped), the first `solutionsPerSurplus` of their
 * catalogue solutions (dataset_solution_ids, best first), the nearest real provider users see of
 * that solution from each distinct point and solution, and the searches without one within the
 * radius grouped by solution and place (country and city, trimmed, case-insensitive). Surpluses
 * without a located point read but never count. Unordered: the caller names and sorts them.
 */
export async function findProviderGaps(
  db: Db,
  {
    surpluses,
    solutionsPerSurplus,
    radiusKm,
    scanMaxProviders = GAP_SCAN_MAX_PROVIDERS,
  }: GapsQuery,
): Promise<ProviderGapRows> {
  const pairPoint = pointOf('pr.lat', 'pr.lon');
  const scannedChord = chordBetween(sql.raw('sc.point'), pairPoint);
  const realProvider = sql`not p.is_sample and ${VISIBLE_PROVIDER}
    and p.lat is not null and p.lon is not null`;
  const newest = sql.raw('order by w.updated_at desc, w.id desc');
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    with recent as materialized (
      select id, country, city, lat, lon, dataset_solution_ids, updated_at,
        coalesce(kg_per_week, 0) + coalesce(once_kg, 0) as kg
      from saved_surpluses
      where summary is not null
      order by updated_at desc
      limit ${surpluses}::int
    ), wanted as materialized (
      select r.id, r.country, r.city, r.lat, r.lon, r.kg, r.updated_at, s.solution_id
      from recent r
      cross join lateral unnest(r.dataset_solution_ids[1:${solutionsPerSurplus}::int])
        as s(solution_id)
      where r.lat is not null and r.lon is not null
    ), pairs as materialized (
      select distinct lat, lon, solution_id from wanted
    ), sizes as materialized (
      -- Whether a solution is small enough to scan: counted on the provider_solutions index,
      -- and no further than one past the bound.
      select s.solution_id, (select count(*) from (
          select 1 from provider_solutions ps where ps.solution_id = s.solution_id
          limit ${scanMaxProviders + 1}::int) c) as n
      from (select distinct solution_id from pairs) s
    ), scanned as materialized (
      -- Each small solution's providers by the providers' primary key: as a list of ids, since
      -- a join would be planned for a solution of average size and read every provider.
      select z.solution_id, ${PROVIDER_POINT} as point
      from sizes z
      join provider_companies p on p.id = any(array(
        select ps.provider_id from provider_solutions ps where ps.solution_id = z.solution_id))
      where z.n <= ${scanMaxProviders}::int and ${realProvider}
    ), nearest as (
      select pr.lat, pr.lon, pr.solution_id, min(${scannedChord}) as chord
      from pairs pr join scanned sc on sc.solution_id = pr.solution_id
      group by pr.lat, pr.lon, pr.solution_id
      union all
      select pr.lat, pr.lon, pr.solution_id, (
        select ${chordTo(pairPoint)} from provider_companies p
        where ${realProvider} and exists (select 1 from provider_solutions ps
          where ps.provider_id = p.id and ps.solution_id = pr.solution_id)
        order by ${chordTo(pairPoint)}
        limit 1) as chord
      from pairs pr join sizes z on z.solution_id = pr.solution_id
      where z.n > ${scanMaxProviders}::int
    )
    select w.solution_id,
      (array_agg(btrim(coalesce(w.country, '')) ${newest}))[1] as country,
      (array_agg(btrim(coalesce(w.city, '')) ${newest}))[1] as city,
      count(*)::int as surpluses,
      sum(w.kg)::float8 as kg_per_week,
      max(w.updated_at) as last_searched_at,
      (array_agg(${arcMetres(sql.raw('n.chord'))} / 1000 ${newest}))[1] as nearest_km,
      (array_agg(w.id ${newest}))[1] as latest_surplus_id,
      (select count(*) from recent)::int as surpluses_read
    from wanted w
    left join nearest n
      on n.lat = w.lat and n.lon = w.lon and n.solution_id = w.solution_id
    where n.chord is null or n.chord > ${chordOfMetres(radiusKm * 1000)}::float8
    group by w.solution_id, lower(btrim(coalesce(w.country, ''))),
      lower(btrim(coalesce(w.city, '')))`)) as unknown as {
    rows: {
      solution_id: string;
      country: string;
      city: string;
      surpluses: number;
      kg_per_week: number | string;
      last_searched_at: Date | string;
      nearest_km: number | string | null;
      latest_surplus_id: string;
      surpluses_read: number;
    }[];
  };
  const surplusesRead = result.rows[0]?.surpluses_read ?? (await countRecent(db, surpluses));
  return {
    surplusesRead,
    gaps: result.rows.map((r) => ({
      solutionId: r.solution_id,
      country: r.country,
      city: r.city,
      surpluses: Number(r.surpluses),
      kgPerWeek: Number(r.kg_per_week),
      lastSearchedAt: new Date(r.last_searched_at),
      nearestKm: r.nearest_km === null ? null : Number(r.nearest_km),
      latestSurplusId: r.latest_surplus_id,
    })),
  };
}

/** How many saved surpluses the gaps read when none of them is a gap (no row to carry it). */
async function countRecent(db: Db, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from (
      select 1 from saved_surpluses where summary is not null order by updated_at desc
      limit ${limit}::int) r`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The solution's name as a saved surplus's answer stored it (the answer's process_name), for a
 * solution the catalogue no longer lists; absent when the answer does not hold it.
 */
export async function storedSolutionNames(
  db: Db,
  wanted: { surplusId: string; solutionId: string }[],
): Promise<Map<string, string>> {
  if (wanted.length === 0) return new Map();
  const values = sql.join(
    wanted.map((w) => sql`(${w.surplusId}::uuid, ${w.solutionId}::text)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select w.solution_id, (
        select s->>'process_name' from jsonb_array_elements(
          case when jsonb_typeof(ss.answer->'solutions') = 'array'
            then ss.answer->'solutions' else '[]'::jsonb end) s
        where s->>'solution_id' = w.solution_id and jsonb_typeof(s->'process_name') = 'string'
        limit 1) as name
    from (values ${values}) as w(surplus_id, solution_id)
    join saved_surpluses ss on ss.id = w.surplus_id`)) as unknown as {
    rows: { solution_id: string; name: string | null }[];
  };
  return new Map(result.rows.flatMap((r) => (r.name === null ? [] : [[r.solution_id, r.name]])));
}
