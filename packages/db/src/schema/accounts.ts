import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    accountType: text('account_type', { enum: ['individual', 'company'] }).notNull(),
    company: text('company'),
    acceptPledge: boolean('accept_pledge').notNull(),
    becomeMember: boolean('become_member').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Pseudonymous id handed to analytics; never the e-mail or the primary key. */
    gaUserId: uuid('ga_user_id').notNull().defaultRandom(),
    /**
     * When the owner proved access to the address (a confirmation link, or a password reset
     * link, opened); null until then. Roles from ADMIN_EMAILS go only to a confirmed address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The interface language the user chose (en, de, sl, it, fr); null until one was chosen. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** E-mail, names and company in one text, for the console's trigram search (migration 0015). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company, '')`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The console's list: the latest registered first, page after page (keyset on both).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_roles_idx').using('gin', t.roles),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    // Deleting a user cascades here; the index keeps that delete from scanning the table.
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One signed-in session (a login on one device): the access token names it, and the server
 * accepts the token only while its row is neither revoked nor expired. Logout revokes the one
 * session; a password change or reset revokes the account's others.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/** Single-use links that confirm an account's e-mail address (SHA-256 of the token only). */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmation_tokens_hash_key').on(t.tokenHash),
    index('email_confirmation_tokens_user_idx').on(t.userId),
  ],
);

export type User = typeof users.$inferSelect;
export type UserSession = typeof userSessions.$inferSelect;
export type NewUser = typeof users.$inferInsert;
