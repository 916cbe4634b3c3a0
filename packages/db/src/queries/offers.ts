import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  offerArrangements,
  offerEvents,
  offers,
  providerBlocks,
  providerCompanies,
  providerSolutions,
  solutions,
  users,
  VISIBLE_PROVIDER_STATUSES,
  type OfferEventRow,
  type OfferRow,
} from '../schema';

export type NewOffer = Omit<
  typeof offers.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;

/** Who moved an offer: the actor's kind and account (null for the link and the system). */
export interface OfferActor {
  actor: 'donor' | 'provider' | 'link' | 'operator' | 'system';
  userId: string | null;
}

/** An offer with what its views show beside it: the provider's row, the solution, the donor. */
export interface OfferView {
  offer: OfferRow;
  provider: Pick<
    typeof providerCompanies.$inferSelect,
    | 'id'
    | 'companyName'
    | 'city'
    | 'country'
    | 'contact'
    | 'contactPerson'
    | 'showContact'
    | 'ownerUserId'
  >;
  processName: string;
  donorEmail: string;
  /** The standing arrangement made from this offer, if any. */
  madeArrangementId: string | null;
}

const viewColumns = {
  offer: offers,
  provider: {
    id: providerCompanies.id,
    companyName: providerCompanies.companyName,
    city: providerCompanies.city,
    country: providerCompanies.country,
    contact: providerCompanies.contact,
    contactPerson: providerCompanies.contactPerson,
    showContact: providerCompanies.showContact,
    ownerUserId: providerCompanies.ownerUserId,
  },
  processName: solutions.processName,
  donorEmail: users.email,
  madeArrangementId: offerArrangements.id,
};

function views(db: Db) {
  return db
    .select(viewColumns)
    .from(offers)
    .innerJoin(providerCompanies, eq(providerCompanies.id, offers.providerId))
    .innerJoin(solutions, eq(solutions.id, offers.solutionId))
    .innerJoin(users, eq(users.id, offers.donorUserId))
    .leftJoin(offerArrangements, eq(offerArrangements.sourceOfferId, offers.id));
}

/** A provider users may send offers to for this solution: listed or approved, and offering it. */
export async function findOfferableProvider(db: Db, providerId: string, solutionId: string) {
  const [row] = await db
    .select({
      id: providerCompanies.id,
      ownerUserId: providerCompanies.ownerUserId,
      contact: providerCompanies.contact,
      country: providerCompanies.country,
      companyName: providerCompanies.companyName,
    })
    .from(providerCompanies)
    .innerJoin(
      providerSolutions,
      and(
        eq(providerSolutions.providerId, providerCompanies.id),
        eq(providerSolutions.solutionId, solutionId),
      ),
    )
    .where(
      and(
        eq(providerCompanies.id, providerId),
        inArray(providerCompanies.status, [...VISIBLE_PROVIDER_STATUSES]),
      ),
    );
  return row;
}

/** Offers the donor sent since then (the daily limit). */
export async function countOffersSince(db: Db, donorUserId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.donorUserId, donorUserId), gte(offers.createdAt, since)));
  return row?.n ?? 0;
}

export async function isDonorBlocked(db: Db, providerId: string, donorUserId: string) {
  const [row] = await db
    .select({ at: providerBlocks.createdAt })
    .from(providerBlocks)
    .where(
      and(eq(providerBlocks.providerId, providerId), eq(providerBlocks.donorUserId, donorUserId)),
    );
  return row !== undefined;
}

export async function blockDonor(db: Db, providerId: string, donorUserId: string) {
  await db.insert(providerBlocks).values({ providerId, donorUserId }).onConflictDoNothing();
}

/** Stores a new offer as 'sent', with its first event. */
export async function insertOffer(db: Db, values: NewOffer, by: OfferActor): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    // Set here at millisecond precision (not the column's microseconds), so that a page's cursor
    // read back into a Date names the row exactly.
    const [row] = await tx
      .insert(offers)
      .values({ ...values, createdAt: new Date() })
      .returning();
    await tx.insert(offerEvents).values({
      offerId: row!.id,
      actor: by.actor,
      actorUserId: by.userId,
      status: row!.status,
      detail: null,
    });
    return row!;
  });
}

export async function findOfferView(db: Db, id: string): Promise<OfferView | undefined> {
  const [row] = await views(db).where(eq(offers.id, id));
  return row;
}

export async function findOfferViewByLink(
  db: Db,
  tokenHash: string,
): Promise<OfferView | undefined> {
  const [row] = await views(db).where(eq(offers.linkTokenHash, tokenHash));
  return row;
}

export async function offerEventsOf(db: Db, offerId: string): Promise<OfferEventRow[]> {
  return db
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, offerId))
    .orderBy(offerEvents.at, offerEvents.id)
    .limit(200);
}

/** A page position: the created_at and id of the last offer of the page before. */
export interface OfferCursor {
  createdAt: Date;
  id: string;
}

/** One page of offers, newest first: those the donor sent, or those sent to the provider. */
export async function listOfferViews(
  db: Db,
  whose: { donorUserId: string } | { providerId: string },
  cursor: OfferCursor | null,
  limit: number,
): Promise<OfferView[]> {
  const conditions: SQL[] = [
    'donorUserId' in whose
      ? eq(offers.donorUserId, whose.donorUserId)
      : eq(offers.providerId, whose.providerId),
  ];
  if (cursor) {
    conditions.push(
      or(
        lt(offers.createdAt, cursor.createdAt),
        and(eq(offers.createdAt, cursor.createdAt), lt(offers.id, cursor.id)),
      )!,
    );
  }
  return views(db)
    .where(and(...conditions))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}

/** Offers waiting for the provider's answer (the inbox's count). */
export async function countWaitingOffers(db: Db, providerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.providerId, providerId), eq(offers.status, 'sent')));
  return row?.n ?? 0;
}

/**
 * Moves an offer from one of `from` to a new state in one statement, so that two answers at
 * once cannot both succeed; undefined when it was not in one of those states (or is not there).
 */
export async function moveOffer(
  db: Db,
  id: string,
  from: readonly string[],
  patch: Partial<typeof offers.$inferInsert> & { status: string },
  by: OfferActor,
  detail: Record<string, unknown> | null = null,
): Promise<OfferRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(offers.id, id), inArray(offers.status, [...from])))
      .returning();
    if (!row) return undefined;
    await tx.insert(offerEvents).values({
      offerId: id,
      actor: by.actor,
      actorUserId: by.userId,
      status: patch.status,
      detail,
    });
    return row;
  });
}

/**
 * Offers whose window passed without an answer become 'expired', each with its event; reads
 * only the open offers' index. Returns how many.
 */
export async function expireOffers(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(offers)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(offers.status, ['sent', 'proposed']), lt(offers.pickupTo, now)))
      .returning({ id: offers.id });
    if (expired.length > 0) {
      await tx.insert(offerEvents).values(
        expired.map(({ id }) => ({
          offerId: id,
          actor: 'system',
          actorUserId: null,
          status: 'expired',
          at: now,
          detail: null,
        })),
      );
    }
    return expired.length;
  });
}

/** The provider row an account keeps (its own entry), if any. */
export async function ownProviderId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: providerCompanies.id })
    .from(providerCompanies)
    .where(eq(providerCompanies.ownerUserId, userId));
  return row?.id;
}

/** What was handed over in one month (UTC), for one solution and the donor's country. */
export interface HandedOverRow {
  period: string;
  solutionId: string;
  country: string | null;
  offers: number;
  kg: number;
  co2Avoided: number;
  waterAvoided: number;
  landAvoided: number;
}

/**
 * Handed-over offers per month, solution and country: one donor's (My impact) or everyone's
 * within a time range (the operator's figures). Reads the handed-over offers' index only.
 */
export async function handedOverByMonth(
  db: Db,
  filter: { donorUserId?: string; start?: Date; end?: Date } = {},
): Promise<HandedOverRow[]> {
  const conditions: SQL[] = [eq(offers.status, 'handed_over')];
  if (filter.donorUserId) conditions.push(eq(offers.donorUserId, filter.donorUserId));
  if (filter.start) conditions.push(gte(offers.handedOverAt, filter.start));
  if (filter.end) conditions.push(lt(offers.handedOverAt, filter.end));
  const period = sql<string>`to_char(${offers.handedOverAt} at time zone 'UTC', 'YYYY-MM')`;
  const sum = (column: AnyPgColumn) =>
    sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
  return db
    .select({
      period,
      solutionId: offers.solutionId,
      country: offers.country,
      offers: count(),
      kg: sum(offers.handedOverKg),
      co2Avoided: sum(offers.co2Avoided),
      waterAvoided: sum(offers.waterAvoided),
      landAvoided: sum(offers.landAvoided),
    })
    .from(offers)
    .where(and(...conditions))
    .groupBy(period, offers.solutionId, offers.country)
    .orderBy(period, offers.solutionId, offers.country);
}
