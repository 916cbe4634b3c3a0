import { and, desc, eq, gt, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users, userSessions, type User } from '../schema';

/** The most sessions one account keeps open: a login beyond it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;

/**
 * Opens a session for a login; answers its id, which the access token carries. The user's
 * sessions that have expired are deleted first, and the oldest beyond MAX_SESSIONS_PER_USER
 * after, so rows do not pile up for an account that logs in often (an index on user_id keeps
 * this cheap; account deletion removes the rest).
 */
export async function createUserSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), lte(userSessions.expiresAt, new Date())));
  const [row] = await db
    .insert(userSessions)
    .values({ userId, expiresAt })
    .returning({ id: userSessions.id });
  const newest = db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(eq(userSessions.userId, userId))
    .orderBy(desc(userSessions.createdAt), desc(userSessions.id))
    .limit(MAX_SESSIONS_PER_USER);
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), notInArray(userSessions.id, newest)));
  return row!.id;
}

/**
 * The user of a live session: the session exists, belongs to `userId` (the token's subject), is
 * neither revoked nor expired, and its account still exists. One query for every authenticated
 * request.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, new Date()),
      ),
    );
  return row?.user;
}

/**
 * Ends one session of the user (logout). Answers false when the user has no such unexpired
 * session. A session revoked before keeps its first revocation time and counts as ended, so a
 * repeated logout answers the same.
 */
export async function revokeUserSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`coalesce(${userSessions.revokedAt}, now())` })
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, userId),
        gt(userSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/**
 * Ends every open session of the user except `keepSessionId` (a password change keeps the
 * session that made it), or all of them when it is null (a password reset).
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        keepSessionId === null ? undefined : ne(userSessions.id, keepSessionId),
      ),
    );
}
