import type { Db } from '../client';
import { analyticsEvents } from '../schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Db, events: NewAnalyticsEvent[]) {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(events);
}
