import { and, asc, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { providerCompanies, providerSolutions, users } from '../schema';

/** data_source of the entries organisations keep themselves (PUT /me/provider). */
export const SELF_REGISTERED_SOURCE = 'self-registered';

export type ProviderCompanyRow = typeof providerCompanies.$inferSelect;

/** What an owner's save writes: the entry's own columns, never its id, key or owner. */
export type ProviderEntryColumns = Omit<
  typeof providerCompanies.$inferInsert,
  'id' | 'sourceKey' | 'dataSource' | 'isSample' | 'ownerUserId' | 'createdAt'
>;

/** A self-registered entry with the catalogue solutions it offers (sorted by id). */
export interface ProviderEntryRow {
  row: ProviderCompanyRow;
  solutionIds: string[];
}

// An entry an organisation keeps: its owner is set (the source says so too, should an owner's
// row ever lose its owner some other way than the cascade).
const selfRegistered: SQL = or(
  isNotNull(providerCompanies.ownerUserId),
  eq(providerCompanies.dataSource, SELF_REGISTERED_SOURCE),
)!;

/** The solution ids of each provider, sorted by id. */
export async function solutionIdsOf(db: Db, providerIds: string[]): Promise<Map<string, string[]>> {
  const byProvider = new Map<string, string[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return byProvider;
  const links = await db
    .select()
    .from(providerSolutions)
    .where(inArray(providerSolutions.providerId, providerIds))
    .orderBy(asc(providerSolutions.solutionId));
  for (const link of links) byProvider.get(link.providerId)?.push(link.solutionId);
  return byProvider;
}

async function withSolutions(
  db: Db,
  row: ProviderCompanyRow | undefined,
): Promise<ProviderEntryRow | undefined> {
  if (!row) return undefined;
  return { row, solutionIds: (await solutionIdsOf(db, [row.id])).get(row.id) ?? [] };
}

/**
 * The account's own entry, or undefined. With `lock` (inside a transaction) the row stays
 * locked until the transaction ends, so a save and a review of it do not both read the old one.
 */
export async function findOwnProviderEntry(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ProviderEntryRow | undefined> {
  const query = db
    .select()
    .from(providerCompanies)
    .where(eq(providerCompanies.ownerUserId, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return withSolutions(db, row);
}

/** A self-registered entry by id, locked until the transaction (`tx`) ends; undefined if none. */
export async function lockProviderEntry(tx: Db, id: string): Promise<ProviderEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerCompanies)
    .where(and(eq(providerCompanies.id, id), selfRegistered))
    .for('update');
  return withSolutions(tx, row);
}

async function replaceSolutions(tx: Db, providerId: string, solutionIds: readonly string[]) {
  await tx.delete(providerSolutions).where(eq(providerSolutions.providerId, providerId));
  const unique = [...new Set(solutionIds)];
  if (unique.length > 0) {
    await tx
      .insert(providerSolutions)
      .values(unique.map((solutionId) => ({ providerId, solutionId })));
  }
}

/**
 * Creates an account's entry with its solution links (`tx` should be a transaction). The id is
 * the caller's, so that the source key can name it.
 */
export async function insertProviderEntry(
  tx: Db,
  entry: { id: string; ownerUserId: string; columns: ProviderEntryColumns },
  solutionIds: readonly string[],
): Promise<ProviderEntryRow> {
  const [row] = await tx
    .insert(providerCompanies)
    .values({
      ...entry.columns,
      id: entry.id,
      ownerUserId: entry.ownerUserId,
      sourceKey: `self:${entry.id}`,
      dataSource: SELF_REGISTERED_SOURCE,
      isSample: false,
    })
    .returning();
  await replaceSolutions(tx, entry.id, solutionIds);
  return (await withSolutions(tx, row))!;
}

/**
 * Writes an entry's columns, and its solution links when given (`tx` should be a transaction
 * when they are).
 */
export async function updateProviderEntry(
  tx: Db,
  id: string,
  columns: Partial<ProviderEntryColumns>,
  solutionIds?: readonly string[],
): Promise<ProviderEntryRow> {
  const [row] = await tx
    .update(providerCompanies)
    .set(columns)
    .where(eq(providerCompanies.id, id))
    .returning();
  if (solutionIds) await replaceSolutions(tx, id, solutionIds);
  return (await withSolutions(tx, row))!;
}

/**
 * Self-registered entries, newest first, with their owner's e-mail (null once it is gone);
 * `changed`: only those whose changed identity waits for the operator (review_changes).
 */
export async function listProviderEntriesForAdmin(
  db: Db,
  filter: { status?: string; changed?: boolean },
): Promise<(ProviderEntryRow & { ownerEmail: string | null })[]> {
  const rows = await db
    .select({ row: providerCompanies, ownerEmail: users.email })
    .from(providerCompanies)
    .leftJoin(users, eq(users.id, providerCompanies.ownerUserId))
    .where(
      and(
        selfRegistered,
        filter.status ? eq(providerCompanies.status, filter.status) : undefined,
        filter.changed ? isNotNull(providerCompanies.reviewChanges) : undefined,
      ),
    )
    .orderBy(desc(providerCompanies.createdAt), desc(providerCompanies.id));
  const solutions = await solutionIdsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map(({ row, ownerEmail }) => ({
    row,
    ownerEmail,
    solutionIds: solutions.get(row.id) ?? [],
  }));
}

/** The e-mail of an entry's owner, for the operator's view of one entry. */
export async function ownerEmailOf(db: Db, entry: ProviderCompanyRow): Promise<string | null> {
  if (!entry.ownerUserId) return null;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, entry.ownerUserId));
  return owner?.email ?? null;
}
