import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { savedSurpluses } from './saved-work';
import { providerCompanies, solutions } from './solutions';

/**
 * A surplus a donor offers to one provider for one solution, and where that stands (domain
 * OFFER_STATUSES). The surplus and the donor's company are copied as they were sent: the offer
 * says what was offered even after the saved surplus changes. Deleted with the donor's account
 * or the provider's row.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorUserId: uuid('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providerCompanies.id, { onDelete: 'cascade' }),
    solutionId: text('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    savedSurplusId: uuid('saved_surplus_id').references(() => savedSurpluses.id, {
      onDelete: 'set null',
    }),
    /** contracts offerSurplus: name, amount, frequency, food groups, condition answers. */
    surplus: jsonb('surplus').$type<Record<string, unknown>>().notNull(),
    /** contracts offerCompany: the donor's name and pick-up address. */
    company: jsonb('company').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('sent'),
    /** The pick-up window; a proposal of the provider replaces it (the history keeps the old). */
    pickupFrom: timestamp('pickup_from', { withTimezone: true }).notNull(),
    pickupTo: timestamp('pickup_to', { withTimezone: true }).notNull(),
    packing: text('packing'),
    message: text('message'),
    /** The agreed pick-up time and who comes, once accepted. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    collector: text('collector'),
    declineReason: text('decline_reason'),
    declineText: text('decline_text'),
    handedOverKg: doublePrecision('handed_over_kg'),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /**
     * The impact the handed-over kilograms avoided (kg CO2-eq, m3 water, m2a land), by the
     * impact model of the reports, for a route to people; null for other routes.
     */
    co2Avoided: doublePrecision('co2_avoided'),
    waterAvoided: doublePrecision('water_avoided'),
    landAvoided: doublePrecision('land_avoided'),
    /** The donor's country code and city, for the figures and the provider gaps. */
    country: text('country'),
    city: text('city'),
    /**
     * The e-mailed answer link of a provider without an account: a SHA-256 of its token (the
     * token itself is only in the mail), and when it was used (single use).
     */
    linkTokenHash: text('link_token_hash').unique(),
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
    /** The standing arrangement this week's offer was made for, if any. */
    arrangementId: uuid('arrangement_id').references((): AnyPgColumn => offerArrangements.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A donor's list, newest first, and the daily count of the rate limit.
    index('offers_donor_created_idx').on(t.donorUserId, t.createdAt, t.id),
    // A provider's inbox, newest first.
    index('offers_provider_created_idx').on(t.providerId, t.createdAt, t.id),
    // The offers still waiting for an answer, by the end of their window: expiry reads only these.
    index('offers_open_window_idx')
      .on(t.pickupTo)
      .where(sql`${t.status} in ('sent', 'proposed')`),
    // Handed-over kilograms per month for the figures.
    index('offers_handed_over_idx')
      .on(t.handedOverAt)
      .where(sql`${t.status} = 'handed_over'`),
    // Offers no provider took, by when that happened (declined: the answer; expired: the end
    // of the window), for the provider gaps: OFFER_NOT_TAKEN_AT is this expression.
    index('offers_not_taken_idx')
      .on(sql`(case when ${t.status} = 'expired' then ${t.pickupTo} else ${t.updatedAt} end)`)
      .where(sql`${t.status} in ('declined', 'expired')`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

/** Every change of an offer's state: who (donor, provider, link, operator, system) and when. */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** donor, provider, link (the e-mailed link), system (expiry). */
    actor: text('actor').notNull(),
    /** The account that acted; null for the link, the system or a deleted account. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    /** What changed with it: the window proposed, the time agreed, the kilograms handed over. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.at)],
);

export type OfferEventRow = typeof offerEvents.$inferSelect;

/** Donors a provider no longer takes offers from. */
export const providerBlocks = pgTable(
  'provider_blocks',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providerCompanies.id, { onDelete: 'cascade' }),
    donorUserId: uuid('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.donorUserId] })],
);

/**
 * A standing arrangement: a recurring surplus picked up every week at the same local time
 * (domain nextWeeklyPickup), made by the donor from an accepted offer; either side can end it.
 * Each week's pick-up becomes an accepted offer ARRANGEMENT_LEAD_DAYS before it, which the donor
 * confirms as any other. The surplus, company and collector are the first offer's.
 */
export const offerArrangements = pgTable(
  'offer_arrangements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorUserId: uuid('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providerCompanies.id, { onDelete: 'cascade' }),
    solutionId: text('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    /** The offer it was made from: one arrangement per offer. */
    sourceOfferId: uuid('source_offer_id')
      .notNull()
      .unique()
      .references(() => offers.id, { onDelete: 'cascade' }),
    surplus: jsonb('surplus').$type<Record<string, unknown>>().notNull(),
    company: jsonb('company').$type<Record<string, unknown>>().notNull(),
    packing: text('packing'),
    collector: text('collector'),
    country: text('country'),
    city: text('city'),
    /** active, ended (domain ARRANGEMENT_STATUSES). */
    status: text('status').notNull().default('active'),
    /** The next pick-up that has no offer yet. */
    nextPickupAt: timestamp('next_pickup_at', { withTimezone: true }).notNull(),
    /** donor or provider, and when. */
    endedBy: text('ended_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_arrangements_donor_idx').on(t.donorUserId, t.createdAt),
    index('offer_arrangements_provider_idx').on(t.providerId, t.createdAt),
    // The active arrangements by their next pick-up: each week's offer is made from these only.
    index('offer_arrangements_due_idx')
      .on(t.nextPickupAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type OfferArrangementRow = typeof offerArrangements.$inferSelect;
