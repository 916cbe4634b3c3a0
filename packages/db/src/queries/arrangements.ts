import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../client';
import {
  offerArrangements,
  offerEvents,
  offers,
  providerCompanies,
  solutions,
  users,
  type OfferArrangementRow,
  type OfferRow,
} from '../schema';

/**
 * The rules of the weekly pick-ups (domain offers.ts): how long before a pick-up its offer is
 * made, how long the pick-up lasts, and the pick-up after one (nextWeeklyPickup).
 */
export interface WeeklyPickupRules {
  leadMs: number;
  pickupMs: number;
  next(previous: Date, after?: Date): Date;
}

/** An arrangement with what its views show: the provider, the solution's name, the donor. */
export interface ArrangementView {
  arrangement: OfferArrangementRow;
  provider: Pick<
    typeof providerCompanies.$inferSelect,
    'id' | 'companyName' | 'city' | 'country' | 'contact' | 'ownerUserId'
  >;
  processName: string;
  donorEmail: string;
}

function views(db: Db) {
  return db
    .select({
      arrangement: offerArrangements,
      provider: {
        id: providerCompanies.id,
        companyName: providerCompanies.companyName,
        city: providerCompanies.city,
        country: providerCompanies.country,
        contact: providerCompanies.contact,
        ownerUserId: providerCompanies.ownerUserId,
      },
      processName: solutions.processName,
      donorEmail: users.email,
    })
    .from(offerArrangements)
    .innerJoin(providerCompanies, eq(providerCompanies.id, offerArrangements.providerId))
    .innerJoin(solutions, eq(solutions.id, offerArrangements.solutionId))
    .innerJoin(users, eq(users.id, offerArrangements.donorUserId));
}

export async function findArrangementView(
  db: Db,
  id: string,
): Promise<ArrangementView | undefined> {
  const [row] = await views(db).where(eq(offerArrangements.id, id));
  return row;
}

/** The arrangement made from an offer, if any. */
export async function arrangementOfOffer(db: Db, offerId: string) {
  const [row] = await db
    .select({ id: offerArrangements.id, status: offerArrangements.status })
    .from(offerArrangements)
    .where(eq(offerArrangements.sourceOfferId, offerId));
  return row;
}

/** One side's arrangements, the newest first: those the donor made, or those of the provider. */
export async function listArrangementViews(
  db: Db,
  whose: { donorUserId: string } | { providerId: string },
  limit: number,
): Promise<ArrangementView[]> {
  return views(db)
    .where(
      'donorUserId' in whose
        ? eq(offerArrangements.donorUserId, whose.donorUserId)
        : eq(offerArrangements.providerId, whose.providerId),
    )
    .orderBy(desc(offerArrangements.createdAt), desc(offerArrangements.id))
    .limit(limit);
}

export async function countActiveArrangements(db: Db, donorUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offerArrangements)
    .where(
      and(eq(offerArrangements.donorUserId, donorUserId), eq(offerArrangements.status, 'active')),
    );
  return row?.n ?? 0;
}

/**
 * A standing arrangement from an accepted (or handed-over) offer, with its first pick-up.
 * Undefined when the offer already has one (one arrangement per offer).
 */
export async function insertArrangement(
  db: Db,
  offer: OfferRow,
  nextPickupAt: Date,
  now: Date = new Date(),
): Promise<OfferArrangementRow | undefined> {
  const [row] = await db
    .insert(offerArrangements)
    .values({
      donorUserId: offer.donorUserId,
      providerId: offer.providerId,
      solutionId: offer.solutionId,
      sourceOfferId: offer.id,
      surplus: offer.surplus,
      company: offer.company,
      packing: offer.packing,
      collector: offer.collector,
      country: offer.country,
      city: offer.city,
      nextPickupAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: offerArrangements.sourceOfferId })
    .returning();
  return row;
}

/** Ends an active arrangement; undefined when it was not active. */
export async function endArrangement(
  db: Db,
  id: string,
  by: 'donor' | 'provider' | 'operator',
  now: Date = new Date(),
): Promise<OfferArrangementRow | undefined> {
  const [row] = await db
    .update(offerArrangements)
    .set({ status: 'ended', endedBy: by, endedAt: now })
    .where(and(eq(offerArrangements.id, id), eq(offerArrangements.status, 'active')))
    .returning();
  return row;
}

/**
 * Makes each active arrangement's next pick-up an accepted offer once it is at most
 * rules.leadMs ahead, and moves the arrangement on to the week after. Each step is one
 * conditional update of the arrangement (on the pick-up it read), so two calls at once make one
 * offer. Reads the active arrangements' index; at most `limit` a call. Returns the offers made.
 */
export async function makeDueArrangementOffers(
  db: Db,
  rules: WeeklyPickupRules,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  const lead = now.getTime() + rules.leadMs;
  const due = await db
    .select()
    .from(offerArrangements)
    .where(
      and(
        eq(offerArrangements.status, 'active'),
        lte(offerArrangements.nextPickupAt, new Date(lead)),
      ),
    )
    .orderBy(offerArrangements.nextPickupAt)
    .limit(limit);
  let made = 0;
  for (const arrangement of due) {
    const read = arrangement.nextPickupAt;
    // Pick-ups that passed while nobody called are not offered any more; the next one is.
    const pickupAt = read.getTime() >= now.getTime() ? read : rules.next(read, now);
    const offered = pickupAt.getTime() <= lead;
    made += await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(offerArrangements)
        .set({ nextPickupAt: offered ? rules.next(pickupAt) : pickupAt })
        .where(
          and(
            eq(offerArrangements.id, arrangement.id),
            eq(offerArrangements.status, 'active'),
            eq(offerArrangements.nextPickupAt, read),
          ),
        )
        .returning({ id: offerArrangements.id });
      if (!moved || !offered) return 0;
      const [offer] = await tx
        .insert(offers)
        .values({
          donorUserId: arrangement.donorUserId,
          providerId: arrangement.providerId,
          solutionId: arrangement.solutionId,
          surplus: arrangement.surplus,
          company: arrangement.company,
          status: 'accepted',
          pickupFrom: pickupAt,
          pickupTo: new Date(pickupAt.getTime() + rules.pickupMs),
          pickupAt,
          packing: arrangement.packing,
          collector: arrangement.collector,
          country: arrangement.country,
          city: arrangement.city,
          arrangementId: arrangement.id,
          createdAt: new Date(now.getTime()),
        })
        .returning({ id: offers.id });
      await tx.insert(offerEvents).values({
        offerId: offer!.id,
        actor: 'system',
        actorUserId: null,
        status: 'accepted',
        at: now,
        detail: { arrangement_id: arrangement.id, pickup_at: pickupAt.toISOString() },
      });
      return 1;
    });
  }
  return made;
}

/** Whether the user is a party to the arrangement: its donor or its provider's account. */
export function arrangementParty(
  view: ArrangementView,
  userId: string,
): 'donor' | 'provider' | null {
  if (view.arrangement.donorUserId === userId) return 'donor';
  if (view.provider.ownerUserId === userId) return 'provider';
  return null;
}
