import {
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { savedReports } from './saved-work';

// Roll-ups that the programme's figures and My impact read instead of every saved report and
// surplus (issue 38). Migration 0016_impact.sql creates them with the triggers that keep the sums.

/** The eight figures a report counts, per month or summed. */
const figureColumns = <T>(column: (name: string) => T) => ({
  donations: column('donations'),
  donatedKg: column('donated_kg'),
  co2Avoided: column('co2_avoided'),
  co2Net: column('co2_net'),
  waterAvoided: column('water_avoided'),
  waterNet: column('water_net'),
  landAvoided: column('land_avoided'),
  landNet: column('land_net'),
});

/**
 * What one saved report counts in one month, written by the API from its one counting rule
 * (impact-totals): the figures once the days from `from_day` to `to_day` (both included) have
 * run. On a day before `to_day` the month counts the share of those days that ran; before
 * `from_day` nothing. A running report has its months written up to the end of the next month
 * (saved_reports.impact_through). Deleted with the report.
 */
export const reportMonths = pgTable(
  'report_months',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    ...figureColumns((name) => doublePrecision(name).notNull()),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.month] }),
    index('report_months_user_month_idx').on(t.userId, t.month),
  ],
);

/**
 * report_months summed by month and days counted, by triggers on report_months (added rows
 * count, removed ones are taken away). A year of figures reads these rows, not the reports.
 */
export const impactMonths = pgTable(
  'impact_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** How many reports count in this month with these days; 0 once all are taken away. */
    reports: integer('reports').notNull(),
    ...figureColumns((name) => numeric(name).notNull()),
  },
  (t) => [primaryKey({ columns: [t.month, t.fromDay, t.toDay] })],
);

/**
 * One row per account and surplus name (trimmed, any case; an unnamed search is its own): the
 * month of its first search and the entries of its latest, kept by triggers on saved_surpluses.
 * A name whose latest search is not summarised yet has no row until it is.
 */
export const surplusNames = pgTable(
  'surplus_names',
  {
    userId: uuid('user_id').notNull(),
    nameKey: text('name_key').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** The food group's code, else the first group chosen; '' for none. */
    foodGroup: text('food_group').notNull(),
    /** The country as typed; '' for none. */
    country: text('country').notNull(),
    kgPerWeek: doublePrecision('kg_per_week').notNull(),
    onceKg: doublePrecision('once_kg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);

/** surplus_names summed by month, food group and country (the triggers keep them). */
export const surplusMonths = pgTable(
  'surplus_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    foodGroup: text('food_group').notNull(),
    country: text('country').notNull(),
    /** How many named surpluses; 0 once all are taken away. */
    surpluses: integer('surpluses').notNull(),
    kgPerWeek: numeric('kg_per_week').notNull(),
    onceKg: numeric('once_kg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.foodGroup, t.country] })],
);

/**
 * Accounts registered per month (UTC), account type and country as typed, kept by triggers on
 * users (migration 0017_counts.sql): the figures read these rows, not every account.
 */
export const accountMonths = pgTable(
  'account_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    accountType: text('account_type').notNull(),
    country: text('country').notNull(),
    /** 0 once all are deleted. */
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.accountType, t.country] })],
);

/**
 * Provider entries added per month (UTC), by origin and status, kept by triggers on
 * provider_companies (0017_counts.sql); summed over all months, the catalogue as it is now.
 */
export const providerMonths = pgTable(
  'provider_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    status: text('status').notNull(),
    /** 0 once all are deleted or changed. */
    providers: integer('providers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.origin, t.status] })],
);
