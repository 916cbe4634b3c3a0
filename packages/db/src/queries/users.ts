import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users, type NewUser, type User } from '../schema';
import { lockImpactSums } from './impact-rollup';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a user; returns undefined when the e-mail is taken (unique index). */
export async function insertUser(db: Db, user: NewUser): Promise<User | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/**
 * Records that the owner proved access to the address (the first time only); answers the user,
 * or undefined when the account is gone.
 */
export async function markEmailConfirmed(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The profile fields a user may change after registration (not e-mail, password or pledge). */
export type UserProfile = Pick<
  NewUser,
  | 'firstName'
  | 'lastName'
  | 'streetAddress'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'accountType'
  | 'company'
>;

/** Stores the profile fields; returns the updated user, or undefined when it is gone. */
export async function updateUserProfile(
  db: Db,
  userId: string,
  profile: UserProfile,
): Promise<User | undefined> {
  const [row] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  return row;
}

/** Stores the interface language the user chose; returns the updated user, or undefined when gone. */
export async function updateUserLanguage(
  db: Db,
  userId: string,
  language: string,
): Promise<User | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row;
}

/** Deletes the user; reset tokens and analytics rows go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.transaction(async (tx) => {
    // Its reports' months leave the sums with it.
    await lockImpactSums(tx);
    return tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  });
  return rows.length > 0;
}
