import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** First-party analytics, written only after the visitor consented. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['page_view', 'event'] }).notNull(),
    name: text('name').notNull(),
    path: text('path'),
    clientId: text('client_id').notNull(),
    /** Set when the event came with a valid session: deleted with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Cascade on account deletion and per-user reports look rows up by user.
    index('analytics_events_user_idx').on(t.userId),
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);
