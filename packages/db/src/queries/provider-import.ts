import { count, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { providerCompanies, providerSolutions } from '../schema';
import { INSERT_BATCH_SIZE } from './reference-datasets';

/** A provider as an importer writes it: every column but the generated id and timestamps. */
export type NewProviderRow = Omit<
  typeof providerCompanies.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
> & { sourceKey: string; dataSource: string };

/** The solutions each provider offers, by source key. */
export type ProviderSolutionLinks = ReadonlyMap<string, readonly string[]>;

// Column names of the insert, each set from the proposed row on conflict. The columns of a
// self-registered entry's review are the owner's and the operator's, never an import's.
const KEPT = [
  'id',
  'sourceKey',
  'createdAt',
  'updatedAt',
  'ownerUserId',
  'status',
  'verifiedAt',
  'rejectionReason',
  'showContact',
];
// Generated columns (origin, search_text) follow the others: PostgreSQL refuses to set them.
const UPDATABLE = Object.entries(getTableColumns(providerCompanies)).filter(
  ([key, column]) => !KEPT.includes(key) && !column.generated,
);

function excludedSet(): Record<string, SQL> {
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const [key, column] of UPDATABLE) set[key] = sql.raw(`excluded."${column.name}"`);
  return set;
}

/**
 * Inserts or updates providers by source_key and replaces each written provider's solution
 * links, all in one transaction: a failure changes nothing. Rows not in `rows` are left alone,
 * and so is a self-registered entry whose key a file happens to repeat (its owner keeps it).
 * Returns the number of providers written.
 */
export async function upsertProviders(
  db: Db,
  rows: NewProviderRow[],
  links: ProviderSolutionLinks,
): Promise<number> {
  if (rows.length === 0) return 0;
  const set = excludedSet();
  await db.transaction(async (tx) => {
    // Smaller batches than plain inserts: every row has about 20 parameters.
    const batch = Math.floor(INSERT_BATCH_SIZE / 4);
    for (let i = 0; i < rows.length; i += batch) {
      const written = await tx
        .insert(providerCompanies)
        .values(rows.slice(i, i + batch))
        .onConflictDoUpdate({
          target: providerCompanies.sourceKey,
          set,
          setWhere: isNull(providerCompanies.ownerUserId),
        })
        .returning({ id: providerCompanies.id, sourceKey: providerCompanies.sourceKey });
      const ids = written.map((w) => w.id);
      await tx.delete(providerSolutions).where(inArray(providerSolutions.providerId, ids));
      const linkRows = written.flatMap((w) =>
        [...new Set(links.get(w.sourceKey) ?? [])].map((solutionId) => ({
          providerId: w.id,
          solutionId,
        })),
      );
      for (let j = 0; j < linkRows.length; j += INSERT_BATCH_SIZE) {
        await tx.insert(providerSolutions).values(linkRows.slice(j, j + INSERT_BATCH_SIZE));
      }
    }
  });
  return rows.length;
}

export async function countProviders(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providerCompanies);
  return row?.n ?? 0;
}
