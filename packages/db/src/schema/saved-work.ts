import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * A surplus a user ran a match for: the entries as sent and the match answer, so the account
 * shows its surpluses on any device and reopens one without matching again. The same entries
 * matched again replace their answer (one row per user and input key).
 */
export const savedSurpluses = pgTable(
  'saved_surpluses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A hash of the entries: the same entries are one saved surplus. */
    inputKey: text('input_key').notNull(),
    surplusName: text('surplus_name').notNull(),
    /**
     * The food group's code: the one the user chose, else the one the tool recognised in the
     * name (the answer's reading); null when neither. The figures group by it.
     */
    foodGroup: text('food_group'),
    /** The match request's userInputs, as sent. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /**
     * What the match decided, without its words (contracts matchRecord: ranking, scores,
     * factors, rules; worded again when opened); rows saved before hold the whole response.
     */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    // Summary columns, computed from the entries and the answer when the row is saved (rows
    // saved before they existed are filled once at start-up): the lists and the console read
    // these, never the entries' or the answer's JSON.
    /** What 'My surpluses' shows of the row (contracts savedSurplusSummary without id and times). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** The company's country and city as typed (figures, provider gaps). */
    country: text('country'),
    city: text('city'),
    /** The company's located point; null without a located address. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** Kilograms a week of a recurring surplus (domain estimateSupply); 0 for a one-time one. */
    kgPerWeek: doublePrecision('kg_per_week'),
    /** The whole amount of a one-time surplus (amount × times); 0 for a recurring one. */
    onceKg: doublePrecision('once_kg'),
    /** The answer's catalogue solutions, best first (provider gaps read the first three). */
    datasetSolutionIds: text('dataset_solution_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_surpluses_user_input_key').on(t.userId, t.inputKey),
    index('saved_surpluses_user_updated_idx').on(t.userId, t.updatedAt),
    // The data download reads a user's rows in pages in this order (keyset paging).
    index('saved_surpluses_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The provider gaps read the latest searches of all users.
    index('saved_surpluses_updated_idx').on(t.updatedAt),
    // Rows saved before their summary columns (fill-surplus-columns at start-up): none after
    // that, so the check at every start reads an empty index, not a million rows.
    index('saved_surpluses_unsummarised_idx')
      .on(t.id)
      .where(sql`${t.summary} is null`),
    // The figures' roll-up (surplus_names) finds an account's searches of one surplus name.
    index('saved_surpluses_user_name_idx').on(
      t.userId,
      sql`(coalesce(nullif(lower(btrim(${t.surplusName})), ''), ${t.id}::text))`,
    ),
  ],
);

export type SavedSurplus = typeof savedSurpluses.$inferSelect;

/**
 * What a signed-in user has typed into the entry stepper and chosen in the impact analysis, kept
 * so that logout, an expired session or another device does not lose it: the persisted data of
 * the browser's stepper and analysis stores, as the web client sends it. One row per user; each
 * save replaces it. Deleted with the account.
 */
export const stepperDrafts = pgTable('stepper_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StepperDraft = typeof stepperDrafts.$inferSelect;

/**
 * An environmental impact report a user saved: the document's header, every period the impact
 * model calculated and the model's version and constants, as they were when saved, so the report
 * reads the same later whatever the model becomes. The same inputs saved again replace the numbers
 * (one row per user and input key). A share token opens it read-only to anyone with the link.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A hash of the inputs without the language: the same inputs are one saved report. */
    inputKey: text('input_key').notNull(),
    /** The language the report was made in: the document's default language. */
    language: text('language').notNull(),
    /** What the document's header shows (contracts reportHeader). */
    header: jsonb('header').$type<Record<string, unknown>>().notNull(),
    /** The impact model's result for each period (contracts savedImpactReport). */
    reports: jsonb('reports').$type<Record<string, unknown>[]>().notNull(),
    /** The impact model's version and constants (contracts reportModel). */
    model: jsonb('model').$type<Record<string, unknown>>().notNull(),
    /** The read-only link's secret; null when the report is not shared. */
    shareToken: text('share_token').unique('saved_reports_share_token'),
    /** Whether the shared view shows the company's name and address. */
    shareShowCompany: boolean('share_show_company').notNull().default(false),
    /** The day the user stopped this recurring donation ('we stopped'); null while it runs. */
    endedOn: date('ended_on', { mode: 'string' }),
    /**
     * The last day its months (report_months) are written through: 'infinity' once they no
     * longer change (one-time, stopped), null until written or when what it counts changed (a
     * trigger nulls it); the figures and My impact write such reports' months before reading.
     */
    impactThrough: date('impact_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_reports_user_input_key').on(t.userId, t.inputKey),
    index('saved_reports_user_updated_idx').on(t.userId, t.updatedAt),
    index('saved_reports_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('saved_reports_impact_through_idx').on(t.impactThrough),
  ],
);

export type SavedReportRow = typeof savedReports.$inferSelect;
