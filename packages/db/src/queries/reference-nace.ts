import { asc, count } from 'drizzle-orm';
import type { Db } from '../client';
import { naceCodes } from '../schema';
import {
  insertInBatches,
  upsertReferenceDataset,
  type ReferenceDatasetInfo,
} from './reference-datasets';

export type NaceCodeRow = typeof naceCodes.$inferSelect;

/** Replaces every NACE code in one transaction: readers see the old or the new release, never a mix. */
export async function replaceNaceCodes(
  db: Db,
  codes: NaceCodeRow[],
  dataset: ReferenceDatasetInfo,
): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.delete(naceCodes);
    await insertInBatches(tx, naceCodes, codes);
    await upsertReferenceDataset(tx, dataset, codes.length);
  });
  return codes.length;
}

/** All codes in Eurostat's hierarchical order. */
export async function listNaceCodes(db: Db): Promise<NaceCodeRow[]> {
  return db
    .select({
      code: naceCodes.code,
      level: naceCodes.level,
      parentCode: naceCodes.parentCode,
      sectionCode: naceCodes.sectionCode,
      titleEn: naceCodes.titleEn,
      titleDe: naceCodes.titleDe,
      titleFr: naceCodes.titleFr,
      titleIt: naceCodes.titleIt,
      sortOrder: naceCodes.sortOrder,
    })
    .from(naceCodes)
    .orderBy(asc(naceCodes.sortOrder));
}

export async function countNaceCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(naceCodes);
  return row?.n ?? 0;
}
