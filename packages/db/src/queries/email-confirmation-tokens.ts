import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { emailConfirmationTokens } from '../schema';

export async function insertEmailConfirmationToken(
  db: Db,
  token: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailConfirmationTokens).values(token);
}

export async function findEmailConfirmationToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailConfirmationTokens)
    .where(eq(emailConfirmationTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used; returns false when another request used it first (single use). */
export async function consumeEmailConfirmationToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmationTokens.id, id), isNull(emailConfirmationTokens.usedAt)))
    .returning({ id: emailConfirmationTokens.id });
  return rows.length > 0;
}

/** Spends every open confirmation link of the user: once confirmed, none is needed any more. */
export async function revokeOpenEmailConfirmationTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmationTokens.userId, userId), isNull(emailConfirmationTokens.usedAt)));
}
