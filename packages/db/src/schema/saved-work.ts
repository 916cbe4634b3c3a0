import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The match request's userInputs, as sent. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** The match response, as answered (with its texts in every language when asked for). */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_surpluses_user_input_key').on(t.userId, t.inputKey),
    index('saved_surpluses_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export type SavedSurplus = typeof savedSurpluses.$inferSelect;
