import { asc, between, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { matchCounts, type providerCompanies } from '../schema';

/** Both drivers answer raw queries as { rows }; the generic result type does not say so. */
type Rows<T> = { rows: T[] };

// The programme's figures: counts over what the product stores, grouped in SQL by month (UTC)
// and the raw values of each group; the API normalises countries and sums the groups up.

/** Rows created from `start` (included) to `end` (excluded). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Accounts registered per month, account type and country as typed, from the counts the
 * triggers of migration 0017 keep (account_months).
 */
export async function accountsByMonth(db: Db, { start, end }: TimeRange) {
  const result = (await db.execute(sql`
    select to_char(month, 'YYYY-MM') as period, account_type, country, accounts
    from account_months
    where month >= ${isoDay(start)}::date and month < ${isoDay(end)}::date
      and accounts > 0
    order by month, account_type, country`)) as unknown as Rows<{
    period: string;
    account_type: 'individual' | 'company';
    country: string;
    accounts: number | string;
  }>;
  return result.rows.map((r) => ({
    period: r.period,
    accountType: r.account_type,
    country: r.country,
    count: Number(r.accounts),
  }));
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

/** Named surpluses of a month, food group and country, summed (schema surplusMonths). */
export interface SurplusForFigures {
  /** 'YYYY-MM' of the first time the account entered this surplus. */
  period: string;
  /** The food group's code, else the first group chosen; '' for none. */
  foodGroup: string;
  /** The country as typed; null for none. */
  country: string | null;
  count: number;
  /** Their recurring amounts as kilograms a week, summed. */
  kgPerWeek: number;
  /** Their one-time amounts, summed. */
  onceKg: number;
}

/**
 * Saved surpluses per month they were first entered, by food group and country as typed, from
 * the roll-up the triggers of migration 0016 keep (a few rows a month, however many surpluses).
 * A surplus searched again by the same account under the same name (trimmed, any case) is one
 * surplus: in the month of its first search, with the entries of its latest. One whose latest
 * search is not summarised yet (fill-surplus-columns) counts once it is.
 */
export async function surplusesByMonth(db: Db, { start, end }: TimeRange) {
  const result = (await db.execute(sql`
    select to_char(month, 'YYYY-MM') as period, food_group, nullif(country, '') as country,
           surpluses, kg_per_week::float8 as kg_per_week, once_kg::float8 as once_kg
    from surplus_months
    where month >= ${isoDay(start)}::date and month < ${isoDay(end)}::date and surpluses > 0
    order by month, food_group, country`)) as unknown as Rows<{
    period: string;
    food_group: string;
    country: string | null;
    surpluses: number | string;
    kg_per_week: number | string;
    once_kg: number | string;
  }>;
  return result.rows.map((r): SurplusForFigures => ({
    period: r.period,
    foodGroup: r.food_group,
    country: r.country,
    count: Number(r.surpluses),
    kgPerWeek: Number(r.kg_per_week),
    onceKg: Number(r.once_kg),
  }));
}

/** The eight figures of the reports of a month, as My impact names them. */
export interface ImpactFigures {
  donations: number;
  donated_kg: number;
  co2_avoided: number;
  co2_net: number;
  water_avoided: number;
  water_net: number;
  land_avoided: number;
  land_net: number;
}

const FIGURES = [
  'donations',
  'donated_kg',
  'co2_avoided',
  'co2_net',
  'water_avoided',
  'water_net',
  'land_avoided',
  'land_net',
] as const;

/** Rows of sums with their period and report count, as numbers whatever the driver answers. */
type SummedRow = { period: string; reports: number | string } & Record<
  (typeof FIGURES)[number],
  number | string
>;
const toNumbers = (row: SummedRow) => ({
  period: row.period,
  reports: Number(row.reports),
  ...(Object.fromEntries(FIGURES.map((f) => [f, Number(row[f])])) as unknown as ImpactFigures),
});

/**
 * The share of a month row's figures counted by `day`: of its days from from_day to to_day,
 * those that have run (a row's figures are what it counts once all of them have). Only rows with
 * from_day on or before `day` are summed. `day` is written into the text: it is a date the
 * caller made (isoDay), checked again here.
 */
function ranShare(day: string, type: 'float8' | 'numeric'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return `((least(to_day, '${day}'::date) - from_day + 1)::${type} / (to_day - from_day + 1))`;
}

/**
 * A report's months (report_months, float8): the eight figures summed, each times the share of
 * its days that ran.
 */
const summedFigures = (day: string) =>
  sql.raw(FIGURES.map((f) => `sum(${f} * ${ranShare(day, 'float8')}) as ${f}`).join(', '));

/**
 * The sums by month (impact_months, numeric so that what is added and taken away cancels
 * exactly): rows whose days have all run are added as stored; only those still running (the
 * current month, a handful of rows) are scaled, by `ran_share` of the rows read (sharedRows).
 * Cast once per month: casting every row to float8 cost four times as much on PGlite.
 */
const summedMonthFigures = (day: string) =>
  sql.raw(
    FIGURES.map(
      (f) =>
        `(coalesce(sum(${f}) filter (where to_day <= '${day}'), 0) + ` +
        `coalesce(sum(${f} * ran_share) filter (where to_day > '${day}'), 0))::float8 as ${f}`,
    ).join(', '),
  );
const sharedRows = (day: string) => sql.raw(`*, ${ranShare(day, 'numeric')} as ran_share`);

/** 'YYYY-MM-DD' of a time (UTC). */
const isoDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The saved reports summed by month over the range, counted up to `now`'s day as My impact
 * counts them (the API's counting rule wrote each report's months, rollReports), from the
 * roll-up of migration 0016: months with no report counting are left out.
 */
export async function reportsByMonth(db: Db, { start, end }: TimeRange, now: Date) {
  const day = isoDay(now);
  const result = (await db.execute(sql`
    select to_char(month, 'YYYY-MM') as period, sum(reports)::int as reports,
           ${summedMonthFigures(day)}
    from (
      select ${sharedRows(day)} from impact_months
      where month >= ${isoDay(start)}::date and month < ${isoDay(end)}::date
        and from_day <= ${day}::date
    ) m
    group by month
    having sum(reports) > 0
    order by month`)) as unknown as Rows<SummedRow>;
  return result.rows.map(toNumbers);
}

/**
 * One account's reports summed by month, by year and in total, counted up to `now`'s day from
 * the months its reports count in (report_months): a report counts once in each month, year and
 * the total it counts in.
 */
export async function impactOfUser(db: Db, userId: string, now: Date) {
  const day = isoDay(now);
  const result = (await db.execute(sql`
    select to_char(month, 'YYYY-MM') as month_period, to_char(month, 'YYYY') as year_period,
           count(distinct report_id) as reports, ${summedFigures(day)}
    from report_months
    where user_id = ${userId} and from_day <= ${day}::date
    group by grouping sets ((to_char(month, 'YYYY-MM')), (to_char(month, 'YYYY')), ())
    `)) as unknown as Rows<
    Omit<SummedRow, 'period'> & { month_period: string | null; year_period: string | null }
  >;
  const rows = result.rows.map((row) => ({
    ...toNumbers({ ...row, period: row.month_period ?? row.year_period ?? '' }),
    kind: row.month_period
      ? ('month' as const)
      : row.year_period
        ? ('year' as const)
        : ('total' as const),
  }));
  const byPeriod = (kind: 'month' | 'year') =>
    rows.filter((r) => r.kind === kind).sort((a, b) => (a.period < b.period ? -1 : 1));
  return {
    months: byPeriod('month'),
    years: byPeriod('year'),
    total: rows.find((r) => r.kind === 'total'),
  };
}

/** Provider entries by origin and status, as the counts of migration 0017 hold them. */
type ProviderCountRow = {
  period?: string;
  origin: string;
  status: string;
  providers: number | string;
};
const providerCounts = (rows: ProviderCountRow[]) =>
  rows.map((r) => ({
    ...(r.period === undefined ? {} : { period: r.period }),
    origin: r.origin as (typeof providerCompanies.origin)['_']['data'],
    status: r.status,
    count: Number(r.providers),
  }));

/** Provider entries added per month, by origin and status (provider_months). */
export async function providersByMonth(db: Db, { start, end }: TimeRange) {
  const result = (await db.execute(sql`
    select to_char(month, 'YYYY-MM') as period, origin, status, providers
    from provider_months
    where month >= ${isoDay(start)}::date and month < ${isoDay(end)}::date
      and providers > 0
    order by month, origin, status`)) as unknown as Rows<Required<ProviderCountRow>>;
  return providerCounts(result.rows) as (ReturnType<typeof providerCounts>[number] & {
    period: string;
  })[];
}

/** Every provider entry now in the catalogue, by origin and status. */
export async function providersNow(db: Db) {
  const result = (await db.execute(sql`
    select origin, status, sum(providers) as providers
    from provider_months
    group by origin, status
    having sum(providers) > 0
    order by origin, status`)) as unknown as Rows<ProviderCountRow>;
  return providerCounts(result.rows);
}
