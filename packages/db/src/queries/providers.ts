import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { VISIBLE_PROVIDER_STATUSES } from '../schema';
import { pointAt, providerWithin } from './geo';

/**
 * SQL condition: the provider row aliased `p` is one users see (a sample or imported row, or an
 * approved self-registered entry). Built from constants only, so raw SQL is safe here.
 */
export const VISIBLE_PROVIDER = sql.raw(
  `p.status in (${VISIBLE_PROVIDER_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);

/**
 * SQL condition: the provider `p` is one users do not see. Written as the predicate of the partial
 * index provider_companies_hidden_idx (migration 0014), so the planner reads that index.
 */
export const HIDDEN_PROVIDER = sql.raw(
  `p.status not in (${VISIBLE_PROVIDER_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);

export interface NearbyQuery {
  lat: number;
  lon: number;
  radiusKm: number;
}

/**
 * How many real providers of each solution lie within radiusKm (great-circle) of a point: a box
 * around the point read on the provider_companies_geo_idx index, then the exact distance
 * (geo.ts). The shipped sample providers are fictional and never count, nor do self-registered
 * entries users cannot see (not approved yet, rejected or withdrawn).
 */
export async function countNearbyProvidersBySolution(
  db: Db,
  { lat, lon, radiusKm }: NearbyQuery,
): Promise<Map<string, number>> {
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    select ps.solution_id, count(*) as n
    from provider_companies p
    join provider_solutions ps on ps.provider_id = p.id
    where not p.is_sample and ${VISIBLE_PROVIDER}
      and ${providerWithin(pointAt(lat, lon), radiusKm * 1000)}
    group by ps.solution_id`)) as unknown as {
    rows: { solution_id: string; n: number | string }[];
  };
  return new Map(result.rows.map((r) => [r.solution_id, Number(r.n)]));
}

/**
 * Where the providers stand: a value that moves on with every committed change of a provider or
 * of its solutions (the provider_changes sequence of 0017_counts.sql, moved at commit). Equal
 * values before and after a count mean the count read current data.
 */
export async function providersVersion(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select last_value, is_called from provider_changes`,
  )) as unknown as { rows: { last_value: number | string; is_called: boolean }[] };
  const [row] = result.rows;
  return row ? `${row.last_value}:${row.is_called}` : '';
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
