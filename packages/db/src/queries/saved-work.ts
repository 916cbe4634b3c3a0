import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { savedSurpluses } from '../schema';

export interface SurplusToSave {
  userId: string;
  inputKey: string;
  surplusName: string;
  inputs: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** Saves a matched surplus; the same entries of the same user replace their answer. */
export async function saveSurplus(db: Db, surplus: SurplusToSave): Promise<string> {
  const [row] = await db
    .insert(savedSurpluses)
    .values(surplus)
    .onConflictDoUpdate({
      target: [savedSurpluses.userId, savedSurpluses.inputKey],
      set: { answer: surplus.answer, surplusName: surplus.surplusName, updatedAt: sql`now()` },
    })
    .returning({ id: savedSurpluses.id });
  return row!.id;
}

/** A user's saved surpluses, the latest matched first. */
export async function listSavedSurpluses(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(savedSurpluses)
    .where(eq(savedSurpluses.userId, userId))
    .orderBy(desc(savedSurpluses.updatedAt), desc(savedSurpluses.id))
    .limit(limit);
}

/** One saved surplus of this user; another user's answers undefined, as an unknown id does. */
export async function findSavedSurplus(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedSurpluses)
    .where(and(eq(savedSurpluses.id, id), eq(savedSurpluses.userId, userId)));
  return row;
}
