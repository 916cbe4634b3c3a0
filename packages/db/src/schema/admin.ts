import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Who changed what in the operator's part of the product (roles first). The details say how the
 * target changed and never carry an e-mail or a name: the console looks those up in `users`, so
 * a deleted account leaves nothing personal here (its id stays as the target; the actor becomes
 * null).
 */
export const auditLogEntries = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who acted; null for the command line, ADMIN_EMAILS or a deleted account. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'role.grant', 'role.revoke'. */
    action: text('action').notNull(),
    /** e.g. 'user'. */
    targetType: text('target_type').notNull(),
    /**
     * The account's or provider's id; null when the change has no single target (an import).
     * No foreign key: the id stays after the target is deleted.
     */
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    // The console reads the log newest first and pages back by (time, id) (migration 0015).
    index('audit_log_at_id_idx').on(t.at, t.id),
    // Deleting an account sets its entries' actor to null; the index keeps that from a scan.
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);

export type AuditLogRow = typeof auditLogEntries.$inferSelect;
export type NewAuditLogRow = typeof auditLogEntries.$inferInsert;

/**
 * How many searches for solutions ran per month (UTC, 'YYYY-MM') and country of the company's
 * address (ISO alpha-2, '' when unknown): a count, with no user id, so it outlives the accounts
 * and says nothing about anyone.
 */
export const matchCounts = pgTable(
  'match_counts',
  {
    month: text('month').notNull(),
    country: text('country').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.country] })],
);
