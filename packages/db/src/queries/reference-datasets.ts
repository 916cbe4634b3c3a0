import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { referenceDatasets } from '../schema';

/** A transaction of Db, for writes that must happen together with a replace. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Which release of a reference data set is loaded (data/NOTICE.md names the same sources). */
export interface ReferenceDatasetInfo {
  name: string;
  /** Publisher, data set and version, e.g. 'Eurostat, NACE Rev. 2'. */
  source: string;
}

// ~1,000 rows per statement keeps every insert far below PostgreSQL's 65,535 parameters while
// making a full reload a handful of round trips instead of thousands.
export const INSERT_BATCH_SIZE = 1000;

/** Multi-row inserts of at most INSERT_BATCH_SIZE rows each. */
export async function insertInBatches<T extends PgTable>(
  tx: DbTransaction,
  table: T,
  rows: T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(i, i + INSERT_BATCH_SIZE));
  }
}

/** Records the loaded release; imported_at changes on every load, so caches can notice. */
export async function upsertReferenceDataset(
  tx: DbTransaction,
  dataset: ReferenceDatasetInfo,
  rowCount: number,
) {
  await tx
    .insert(referenceDatasets)
    .values({ ...dataset, rowCount })
    .onConflictDoUpdate({
      target: referenceDatasets.name,
      set: { source: dataset.source, rowCount, importedAt: sql`now()` },
    });
}

export async function listReferenceDatasets(db: Db, names: string[]) {
  return db
    .select({
      name: referenceDatasets.name,
      source: referenceDatasets.source,
      rowCount: referenceDatasets.rowCount,
      importedAt: referenceDatasets.importedAt,
    })
    .from(referenceDatasets)
    .where(inArray(referenceDatasets.name, names));
}
