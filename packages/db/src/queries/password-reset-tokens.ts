import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { passwordResetTokens } from '../schema';

export async function insertPasswordResetToken(
  db: Db,
  token: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token);
}

export async function findPasswordResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used; returns false when another request used it first (single use). */
export async function consumePasswordResetToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** Spends every other open reset link of the user, so an older mail cannot undo a newer reset. */
export async function revokeOpenResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
