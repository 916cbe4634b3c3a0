import { asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { foodTerms, solutions } from '../schema';
import {
  insertInBatches,
  upsertReferenceDataset,
  type ReferenceDatasetInfo,
} from './reference-datasets';

export type SolutionRow = typeof solutions.$inferSelect;
export type NewSolutionRow = Omit<typeof solutions.$inferSelect, 'updatedAt'>;
export type FoodTermRow = typeof foodTerms.$inferSelect;

/**
 * Writes the catalogue and its vocabulary in one transaction. Solutions are upserted by id and
 * the ones no longer in the catalogue deleted, so provider links of unchanged solutions survive
 * a re-import; the vocabulary is replaced whole.
 */
export async function replaceSolutionCatalogue(
  db: Db,
  rows: NewSolutionRow[],
  terms: FoodTermRow[],
  dataset: ReferenceDatasetInfo,
): Promise<number> {
  const ids = rows.map((r) => r.id);
  await db.transaction(async (tx) => {
    if (ids.length > 0) await tx.delete(solutions).where(notInArray(solutions.id, ids));
    else await tx.delete(solutions);
    for (const row of rows) {
      await tx
        .insert(solutions)
        .values(row)
        .onConflictDoUpdate({ target: solutions.id, set: { ...row, updatedAt: sql`now()` } });
    }
    await tx.delete(foodTerms);
    await insertInBatches(tx, foodTerms, terms);
    await upsertReferenceDataset(tx, dataset, rows.length);
  });
  return rows.length;
}

export async function listSolutions(db: Db): Promise<SolutionRow[]> {
  return db.select().from(solutions).orderBy(asc(solutions.sortOrder), asc(solutions.id));
}

export async function getSolution(db: Db, id: string): Promise<SolutionRow | undefined> {
  const [row] = await db.select().from(solutions).where(eq(solutions.id, id));
  return row;
}

export async function countSolutions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(solutions);
  return row?.n ?? 0;
}

export async function listFoodTerms(db: Db): Promise<FoodTermRow[]> {
  return db.select().from(foodTerms).orderBy(asc(foodTerms.term));
}

export async function existingSolutionIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: solutions.id })
    .from(solutions)
    .where(inArray(solutions.id, ids));
  return new Set(rows.map((r) => r.id));
}
