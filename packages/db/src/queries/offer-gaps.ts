import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * When an offer stopped waiting for a provider: a declined one when it was declined (its last
 * move), an expired one when its window ended unanswered (the expiry itself may run later). The
 * expression of the offers_not_taken_idx index (0019_offer_gaps.sql) on offers as `o`: written
 * the same way, so the planner reads that index.
 */
export const OFFER_NOT_TAKEN_AT = sql.raw(
  `(case when o.status = 'expired' then o.pickup_to else o.updated_at end)`,
);

export interface OffersNotTakenQuery {
  /** From this moment (included) to `end` (excluded). */
  start: Date;
  end: Date;
  /** At most this many groups per month, the most offers first. */
  perMonth: number;
}

/** Offers declined or expired in one month (UTC), from one place, of one food group and solution. */
export interface OffersNotTakenRow {
  /** 'YYYY-MM' */
  period: string;
  /** The donor's country and city as the newest offer of the group stored them ('' when none). */
  country: string;
  city: string;
  /** One of the surplus's food groups ('' for a surplus without one). */
  foodGroup: string;
  solutionId: string;
  /** The solution's name as the catalogue table holds it (English). */
  processName: string;
  offers: number;
  declined: number;
  expired: number;
  lastAt: Date;
}

/**
 * Offers no provider took (declined, or expired unanswered) between start and end, grouped by
 * month, the donor's place (country and city, trimmed, case-insensitive), food group and
 * solution; an offer of several food groups counts under each. Reads only those offers, by the
 * offers_not_taken_idx index, and keeps the `perMonth` largest groups of each month (most offers,
 * then the latest), newest month first.
 */
export async function findOffersNotTaken(
  db: Db,
  { start, end, perMonth }: OffersNotTakenQuery,
): Promise<OffersNotTakenRow[]> {
  const newest = sql.raw('order by e.ended_at desc, e.id desc');
  const result = (await db.execute(sql`
    with ended as materialized (
      select o.id, o.status, o.solution_id, o.surplus,
        btrim(coalesce(o.country, '')) as country, btrim(coalesce(o.city, '')) as city,
        ${OFFER_NOT_TAKEN_AT} as ended_at
      from offers o
      where o.status in ('declined', 'expired')
        and ${OFFER_NOT_TAKEN_AT} >= ${start.toISOString()}::timestamptz
        and ${OFFER_NOT_TAKEN_AT} < ${end.toISOString()}::timestamptz
    ), grouped as (
      select to_char(e.ended_at at time zone 'UTC', 'YYYY-MM') as period,
        e.solution_id, coalesce(g.food_group, '') as food_group,
        (array_agg(e.country ${newest}))[1] as country,
        (array_agg(e.city ${newest}))[1] as city,
        count(*)::int as offers,
        (count(*) filter (where e.status = 'declined'))::int as declined,
        (count(*) filter (where e.status = 'expired'))::int as expired,
        max(e.ended_at) as last_at
      from ended e
      left join lateral (
        select distinct btrim(x) as food_group
        from jsonb_array_elements_text(case when jsonb_typeof(e.surplus->'food_groups') = 'array'
          then e.surplus->'food_groups' else '[]'::jsonb end) as x
        where btrim(x) <> '') g on true
      group by 1, 2, 3, lower(e.country), lower(e.city)
    ), ranked as (
      select gr.*, row_number() over (partition by gr.period
          order by gr.offers desc, gr.last_at desc, gr.solution_id, gr.food_group, gr.city) as rank
      from grouped gr
    )
    select r.period, r.country, r.city, r.food_group, r.solution_id,
      s.process_name, r.offers, r.declined, r.expired, r.last_at
    from ranked r
    join solutions s on s.id = r.solution_id
    where r.rank <= ${perMonth}::int
    order by r.period desc, r.rank`)) as unknown as {
    rows: {
      period: string;
      country: string;
      city: string;
      food_group: string;
      solution_id: string;
      process_name: string;
      offers: number;
      declined: number;
      expired: number;
      last_at: Date | string;
    }[];
  };
  return result.rows.map((r) => ({
    period: r.period,
    country: r.country,
    city: r.city,
    foodGroup: r.food_group,
    solutionId: r.solution_id,
    processName: r.process_name,
    offers: Number(r.offers),
    declined: Number(r.declined),
    expired: Number(r.expired),
    lastAt: new Date(r.last_at),
  }));
}
