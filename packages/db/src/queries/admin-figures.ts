import { and, asc, between, count, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { matchCounts, providerCompanies, savedReports, users } from '../schema';

// The programme's figures: counts over what the product stores, grouped in SQL by month (UTC)
// and the raw values of each group; the API normalises countries and sums the groups up.

/** Rows created from `start` (included) to `end` (excluded). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** 'YYYY-MM' of a timestamp, in UTC whatever the session's time zone. */
const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

const within = (column: PgColumn, { start, end }: TimeRange): SQL =>
  and(gte(column, start), lt(column, end))!;

/** Accounts registered per month, account type and country as typed. */
export async function accountsByMonth(db: Db, range: TimeRange) {
  const period = monthOf(users.createdAt);
  return db
    .select({ period, accountType: users.accountType, country: users.country, count: count() })
    .from(users)
    .where(within(users.createdAt, range))
    .groupBy(period, users.accountType, users.country);
}

/** Adds one search for solutions to its month and country. */
export async function incrementMatchCount(db: Db, month: string, country: string) {
  await db
    .insert(matchCounts)
    .values({ month, country, count: 1 })
    .onConflictDoUpdate({
      target: [matchCounts.month, matchCounts.country],
      set: { count: sql`${matchCounts.count} + 1` },
    });
}

/** The searches counted from month `from` to month `to` ('YYYY-MM', both included). */
export async function matchCountsBetween(db: Db, from: string, to: string) {
  return db
    .select({ period: matchCounts.month, country: matchCounts.country, count: matchCounts.count })
    .from(matchCounts)
    .where(between(matchCounts.month, from, to))
    .orderBy(asc(matchCounts.month), asc(matchCounts.country));
}

/** A surplus as the figures read it: its entries as text, grouped with their count. */
export interface SurplusForFigures {
  /** 'YYYY-MM' of the first time the account entered this surplus. */
  period: string;
  foodGroup: string | null;
  country: string | null;
  amount: string | null;
  times: string | null;
  interval: string | null;
  count: number;
}

/**
 * Saved surpluses per month they were first entered, with the entries the figures read as text
 * (food group, country, amount, frequency); equal entries are one row with their count. A
 * surplus searched again by the same account under the same name (trimmed, any case) is one
 * surplus: in the month of its first search, with the entries of its latest. The food group is
 * the one stored with the search, else (rows saved before it was stored) the first one chosen. A
 * field of another shape than the form sends reads as null (jsonb's operators do not fail).
 */
export async function surplusesByMonth(db: Db, { start, end }: TimeRange) {
  // Both drivers answer raw queries as { rows }; the generic result type does not say so.
  const result = (await db.execute(sql`
    with entered as (
      select id, user_id, updated_at, created_at, food_group, inputs,
             coalesce(nullif(lower(btrim(surplus_name)), ''), id::text) as name_key
      from saved_surpluses
      where created_at < ${end.toISOString()}::timestamptz
    ), firsts as (
      select user_id, name_key, min(created_at) as first_at
      from entered
      group by user_id, name_key
      having min(created_at) >= ${start.toISOString()}::timestamptz
    ), latest as (
      select distinct on (e.user_id, e.name_key) e.food_group, e.inputs, f.first_at
      from entered e
      join firsts f on f.user_id = e.user_id and f.name_key = e.name_key
      order by e.user_id, e.name_key, e.updated_at desc, e.id desc
    )
    select to_char(first_at at time zone 'UTC', 'YYYY-MM') as period,
           coalesce(nullif(btrim(food_group), ''),
                    inputs -> 'wasteInfo' -> 'foodGroups' ->> 0) as food_group,
           inputs -> 'companyProfile' -> 'location' ->> 'country' as country,
           inputs -> 'wasteInfo' -> 'amount' ->> 'value' as amount,
           inputs -> 'wasteInfo' -> 'frequency' ->> 'times' as times,
           inputs -> 'wasteInfo' -> 'frequency' ->> 'interval' as interval,
           count(*)::int as count
    from latest
    group by 1, 2, 3, 4, 5, 6`)) as unknown as {
    rows: {
      period: string;
      food_group: string | null;
      country: string | null;
      amount: string | null;
      times: string | null;
      interval: string | null;
      count: number | string;
    }[];
  };
  return result.rows.map((r): SurplusForFigures => ({
    period: r.period,
    foodGroup: r.food_group,
    country: r.country,
    amount: r.amount,
    times: r.times,
    interval: r.interval,
    count: Number(r.count),
  }));
}

/**
 * The saved reports that may count in the range as 'My impact' counts them: made before its
 * end, and either made in it or recurring and not stopped before its start. Counting them is
 * the API's (the same function as 'My impact').
 */
export async function reportsForFigures(db: Db, { start, end }: TimeRange) {
  const startDay = start.toISOString().slice(0, 10);
  return db
    .select({
      createdAt: savedReports.createdAt,
      endedOn: savedReports.endedOn,
      // Only what the counting reads of the header: the document's other parts (company,
      // provider, transport, product) would be about half of every row read.
      header: sql<Record<string, unknown>>`jsonb_build_object(
        'frequency', ${savedReports.header} -> 'frequency',
        'seasonal', ${savedReports.header} -> 'seasonal',
        'active_months', ${savedReports.header} -> 'active_months')`,
      reports: savedReports.reports,
    })
    .from(savedReports)
    .where(
      and(
        lt(savedReports.createdAt, end),
        or(
          gte(savedReports.createdAt, start),
          and(
            sql`${savedReports.header} -> 'frequency' ->> 'interval' is distinct from 'once'`,
            or(isNull(savedReports.endedOn), gte(savedReports.endedOn, startDay)),
          ),
        ),
      ),
    );
}

/**
 * Where a provider row comes from (contracts PROVIDER_ORIGINS): an organisation's own entry,
 * shipped sample data, or else an import.
 */
export const providerOrigin = sql<'self-registered' | 'sample' | 'imported'>`case
  when ${providerCompanies.dataSource} = 'self-registered'
    or ${providerCompanies.ownerUserId} is not null then 'self-registered'
  when ${providerCompanies.isSample} then 'sample'
  else 'imported' end`;

/** Provider entries added per month, by origin and status. */
export async function providersByMonth(db: Db, range: TimeRange) {
  const period = monthOf(providerCompanies.createdAt);
  return db
    .select({ period, origin: providerOrigin, status: providerCompanies.status, count: count() })
    .from(providerCompanies)
    .where(within(providerCompanies.createdAt, range))
    .groupBy(period, providerOrigin, providerCompanies.status);
}

/** Every provider entry now in the catalogue, by origin and status. */
export async function providersNow(db: Db) {
  return db
    .select({ origin: providerOrigin, status: providerCompanies.status, count: count() })
    .from(providerCompanies)
    .groupBy(providerOrigin, providerCompanies.status);
}
