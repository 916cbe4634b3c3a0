import { and, asc, between, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { matchCounts, providerCompanies, savedReports, savedSurpluses, users } from '../schema';

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

/**
 * Saved surpluses per month of their first match, with the entries the figures read as text
 * (first food group, country, amount, frequency); equal entries are one row with their count.
 * A field of another shape than the form sends reads as null (jsonb's operators do not fail).
 */
export async function surplusesByMonth(db: Db, range: TimeRange) {
  const inputs = savedSurpluses.inputs;
  const period = monthOf(savedSurpluses.createdAt);
  const foodGroup = sql<string | null>`${inputs} -> 'wasteInfo' -> 'foodGroups' ->> 0`;
  const country = sql<string | null>`${inputs} -> 'companyProfile' -> 'location' ->> 'country'`;
  const amount = sql<string | null>`${inputs} -> 'wasteInfo' -> 'amount' ->> 'value'`;
  const times = sql<string | null>`${inputs} -> 'wasteInfo' -> 'frequency' ->> 'times'`;
  const interval = sql<string | null>`${inputs} -> 'wasteInfo' -> 'frequency' ->> 'interval'`;
  return db
    .select({ period, foodGroup, country, amount, times, interval, count: count() })
    .from(savedSurpluses)
    .where(within(savedSurpluses.createdAt, range))
    .groupBy(period, foodGroup, country, amount, times, interval);
}

/** The saved reports created in the range, with their periods, for 'My impact''s counting. */
export async function reportsForFigures(db: Db, range: TimeRange) {
  return db
    .select({ createdAt: savedReports.createdAt, reports: savedReports.reports })
    .from(savedReports)
    .where(within(savedReports.createdAt, range))
    .orderBy(asc(savedReports.createdAt));
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
