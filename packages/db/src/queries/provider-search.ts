import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { ProviderShowContact } from '../schema';
import { arcMetres, chordTo, pointAt, providerWithinChord } from './geo';
import { HIDDEN_PROVIDER, VISIBLE_PROVIDER } from './providers';

export interface ProvidersForSolutionQuery {
  solutionId: string;
  /** Both or neither: the point distances are measured from. */
  lat?: number;
  lon?: number;
  /** At most this many rows (1 or more), the first in the list's order; all when left out. */
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

/** The columns of a listed provider (ProviderSearchRow without distance_m), of the row `p`. */
const COLUMNS = sql.raw(`p.id, p.is_sample, p.company_name, p.business_category, p.description,
  p.address, p.city, p.postal_code, p.country, p.lat, p.lon, p.institution_types, p.capacity,
  p.logistics, p.company_constraints, p.accepted_food_types, p.contact_person, p.contact,
  p.additional_company_information, p.verified_at, p.show_contact`);

/**
 * The name order of lists (company name in any case, nameless last, then id), for the row alias
 * given: the order of the console's provider_companies_name_order_idx, which serves it.
 */
const byName = (alias: string) =>
  sql.raw(`(${alias}company_name is null), lower(${alias}company_name), ${alias}id`);

/** The provider `p` offers the solution: a probe of provider_solutions' primary key. */
const offers = (solutionId: string) =>
  sql`exists (select 1 from provider_solutions ps
    where ps.provider_id = p.id and ps.solution_id = ${solutionId})`;

/**
 * How many providers users can see offer the solution, from two indexes: the solution's
 * provider_solutions rows less those of providers users cannot see (provider_companies_hidden_idx:
 * the few self-registered entries waiting, rejected or withdrawn). A common solution's tens of
 * thousands of providers are not read.
 */
const visibleTotal = (solutionId: string) => sql`(
  (select count(*) from provider_solutions where solution_id = ${solutionId})
  - (select count(*) from provider_companies p
      join provider_solutions ps on ps.provider_id = p.id and ps.solution_id = ${solutionId}
      where ${HIDDEN_PROVIDER}))::int`;

type Row = ProviderSearchRow & { chord?: number | null };

/**
 * Rows selected by `query` (aliased x, ordered by `order`) as one JSON text, with the visible
 * total: reading hundreds of rows with seven JSON columns each costs PGlite several times more
 * than parsing one text (bench/providers.bench.mjs).
 */
async function readRows(
  db: Db,
  query: SQL,
  order: SQL,
  total: SQL,
): Promise<{ rows: Row[]; total: number }> {
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    select coalesce(json_agg(x order by ${order}), '[]')::text as providers, ${total} as total
    from (${query}) x`)) as unknown as { rows: { providers: string; total: number }[] };
  const first = result.rows[0];
  return {
    rows: JSON.parse(first?.providers ?? '[]') as Row[],
    total: Number(first?.total ?? 0),
  };
}

/**
 * The providers users can see (VISIBLE_PROVIDER) offering one solution, with their total.
 *
 * With a point, each row carries its great-circle distance (geo.ts) and the rows come nearest
 * first, read on the provider_companies_geo_idx index: the walk stops after `limit` + 1 rows of
 * the solution (for a rare solution the planner starts from provider_solutions instead). The
 * index orders by distance alone, so providers at the same distance are put in name order here:
 * within the list by the outer order, and at its end, when the row after the last one is as far,
 * by reading that distance's providers again in name order. Providers without coordinates come
 * last, read only when the located ones do not fill the limit. Without a point, by name.
 */
export async function listProvidersForSolution(
  db: Db,
  { solutionId, lat, lon, limit: asked }: ProvidersForSolutionQuery,
): Promise<ProvidersForSolution> {
  const limit = asked === undefined ? undefined : Math.max(1, Math.floor(asked));
  // The total is counted by the first statement only.
  const total = (counted: boolean) => (counted ? visibleTotal(solutionId) : sql`0`);
  const unlocated = (where: SQL, count: number | undefined, counted: boolean) =>
    readRows(
      db,
      // LIMIT NULL keeps every row.
      sql`select ${COLUMNS}, null::float8 as distance_m
        from provider_companies p
        where ${VISIBLE_PROVIDER} and ${offers(solutionId)} and ${where}
        order by ${byName('p.')}
        limit ${count ?? null}::int`,
      byName('x.'),
      total(counted),
    );
  if (lat === undefined || lon === undefined) return unlocated(sql`true`, limit, true);

  const point = pointAt(lat, lon);
  const chord = chordTo(point);
  const located = (where: SQL, order: SQL, count: number | undefined, counted: boolean) =>
    readRows(
      db,
      sql`select ${COLUMNS}, ${arcMetres(chord)} as distance_m, ${chord} as chord
        from provider_companies p
        where ${VISIBLE_PROVIDER} and ${offers(solutionId)} and ${where}
          and p.lat is not null and p.lon is not null
        order by ${order}
        limit ${count ?? null}::int`,
      sql`x.chord, ${byName('x.')}`,
      total(counted),
    );
  // Ordered by the chord alone, which the index answers (a second key would sort every row).
  const first = await located(sql`true`, chord, limit === undefined ? undefined : limit + 1, true);
  const rows = first.rows;
  let list = rows;
  if (limit !== undefined && rows.length > limit) {
    const edge = rows[limit - 1]!.chord!;
    list = rows.slice(0, limit);
    if (rows[limit]!.chord === edge) {
      // More providers at the last row's distance than the list has room for: the first of
      // them by name, from a box search of that radius.
      const nearer = list.filter((r) => r.chord! < edge);
      const tied = await located(
        sql`${providerWithinChord(point, edge)} and ${chord} = ${edge}::float8`,
        byName('p.'),
        limit - nearer.length,
        false,
      );
      list = [...nearer, ...tied.rows];
    }
  }
  for (const row of list) delete row.chord;
  if ((limit !== undefined && list.length >= limit) || list.length >= first.total) {
    return { rows: list, total: first.total };
  }
  const rest = await unlocated(
    sql`(p.lat is null or p.lon is null)`,
    limit === undefined ? undefined : limit - list.length,
    false,
  );
  return { rows: [...list, ...rest.rows], total: first.total };
}
