import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { providerCompanies } from '../schema';
import { providerOrigin } from './admin-figures';
import { escapeLike } from './like-pattern';
import {
  SELF_REGISTERED_SOURCE,
  type ProviderCompanyRow,
  type ProviderEntryRow,
} from './provider-entries';
import { INSERT_BATCH_SIZE } from './reference-datasets';

// The operator console's provider catalogue: every provider of any origin and status, searched,
// filtered, paged and exported; what an import finds already stored; the removal of the samples.

export interface AdminProvidersFilter {
  /** Words that each have to appear in the name, city, postal code or source key (any case). */
  q?: string;
  /** Only providers linked to this solution. */
  solutionId?: string;
  /** The country as stored (an ISO code for imports and entries), compared upper-cased. */
  country?: string;
  /** contracts PROVIDER_ORIGINS, as providerOrigin reads a row. */
  origin?: 'sample' | 'imported' | 'self-registered';
}

function adminProvidersWhere({ q, solutionId, country, origin }: AdminProvidersFilter) {
  const filters: SQL[] = [];
  for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    filters.push(
      or(
        ilike(providerCompanies.companyName, pattern),
        ilike(providerCompanies.city, pattern),
        ilike(providerCompanies.postalCode, pattern),
        ilike(providerCompanies.sourceKey, pattern),
      )!,
    );
  }
  if (solutionId) {
    filters.push(sql`exists (select 1 from provider_solutions ps
      where ps.provider_id = ${providerCompanies.id} and ps.solution_id = ${solutionId})`);
  }
  if (country) filters.push(sql`upper(${providerCompanies.country}) = ${country.toUpperCase()}`);
  if (origin) filters.push(sql`${providerOrigin} = ${origin}`);
  return filters.length > 0 ? and(...filters) : undefined;
}

/** The provider's solution ids in id order, as JSON text (one subquery per row, no id list). */
const solutionIdsJson = sql<string>`(select coalesce(json_agg(ps.solution_id
  order by ps.solution_id), '[]'::json)::text
  from provider_solutions ps where ps.provider_id = ${providerCompanies.id})`;

const withSolutionIds = { row: providerCompanies, solutionIds: solutionIdsJson };

const parsed = (rows: { row: ProviderCompanyRow; solutionIds: string }[]): ProviderEntryRow[] =>
  rows.map(({ row, solutionIds }) => ({ row, solutionIds: JSON.parse(solutionIds) as string[] }));

/** By company name (any case; nameless last), then id, so that pages never overlap. */
const byName = [
  sql`lower(${providerCompanies.companyName}) asc nulls last`,
  asc(providerCompanies.id),
];

/** One page of the providers that match, by company name, and how many match. */
export async function listProvidersForAdmin(
  db: Db,
  filter: AdminProvidersFilter & { page: number; pageSize: number },
): Promise<{ rows: ProviderEntryRow[]; total: number }> {
  const where = adminProvidersWhere(filter);
  const rows = await db
    .select(withSolutionIds)
    .from(providerCompanies)
    .where(where)
    .orderBy(...byName)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(providerCompanies)
    .where(where);
  return { rows: parsed(rows), total: Number(counted?.total ?? 0) };
}

/** Every provider that matches, by company name (the CSV export). */
export async function listProvidersForExport(
  db: Db,
  filter: AdminProvidersFilter,
): Promise<ProviderEntryRow[]> {
  const rows = await db
    .select(withSolutionIds)
    .from(providerCompanies)
    .where(adminProvidersWhere(filter))
    .orderBy(...byName);
  return parsed(rows);
}

/**
 * Any provider by id with its solution ids, or undefined. With `lock` (inside a transaction) the
 * row stays locked until the transaction ends, so that an edit does not compare with a stale row.
 */
export async function findProviderForAdmin(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProviderEntryRow | undefined> {
  const query = db
    .select(withSolutionIds)
    .from(providerCompanies)
    .where(eq(providerCompanies.id, id));
  const rows = options.lock ? await query.for('update', { of: providerCompanies }) : await query;
  return parsed(rows)[0];
}

/**
 * Which of the source keys are stored already, each with whether it is an organisation's own
 * entry (which an import never changes). Read in batches: a file may hold thousands of keys.
 */
export async function storedProviderKeys(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, { selfRegistered: boolean }>> {
  const stored = new Map<string, { selfRegistered: boolean }>();
  const selfRegistered = sql<boolean>`(${isNotNull(providerCompanies.ownerUserId)}
    or ${eq(providerCompanies.dataSource, SELF_REGISTERED_SOURCE)})`;
  for (let i = 0; i < keys.length; i += INSERT_BATCH_SIZE) {
    const rows = await db
      .select({ sourceKey: providerCompanies.sourceKey, selfRegistered })
      .from(providerCompanies)
      .where(inArray(providerCompanies.sourceKey, keys.slice(i, i + INSERT_BATCH_SIZE)));
    for (const row of rows) stored.set(row.sourceKey, { selfRegistered: row.selfRegistered });
  }
  return stored;
}

/** Deletes every sample provider (their solution links cascade); answers how many there were. */
export async function deleteSampleProviders(db: Db): Promise<number> {
  const removed = await db
    .delete(providerCompanies)
    .where(eq(providerCompanies.isSample, true))
    .returning({ id: providerCompanies.id });
  return removed.length;
}
