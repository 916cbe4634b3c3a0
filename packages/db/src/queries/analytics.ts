import { lt } from 'drizzle-orm';
import type { Db } from '../client';
import { analyticsEvents } from '../schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Db, events: NewAnalyticsEvent[]) {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(events);
}

/** Deletes the analytics events created before `cutoff` (retention); returns how many. */
export async function deleteAnalyticsEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return rows.length;
}
