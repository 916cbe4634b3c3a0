import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { stepperDrafts } from '../schema';

/** The signed-in user's draft (stepper and analysis data), or undefined when none is kept. */
export async function findStepperDraft(db: Db, userId: string) {
  const [row] = await db.select().from(stepperDrafts).where(eq(stepperDrafts.userId, userId));
  return row;
}

/** Keeps a user's draft, replacing the one before; answers when it was saved. */
export async function saveStepperDraft(
  db: Db,
  userId: string,
  data: Record<string, unknown>,
): Promise<Date> {
  const [row] = await db
    .insert(stepperDrafts)
    .values({ userId, data })
    .onConflictDoUpdate({
      target: stepperDrafts.userId,
      set: { data, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: stepperDrafts.updatedAt });
  return row!.updatedAt;
}

/** Removes a user's draft; true when there was one. */
export async function deleteStepperDraft(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(stepperDrafts)
    .where(eq(stepperDrafts.userId, userId))
    .returning({ userId: stepperDrafts.userId });
  return rows.length > 0;
}
