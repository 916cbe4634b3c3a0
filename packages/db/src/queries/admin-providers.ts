import { and, asc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { providerCompanies } from '../schema';
import { countUpTo } from './admin';
import { escapeLike } from './like-pattern';
import {
  SELF_REGISTERED_SOURCE,
  solutionIdsOf,
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
  /** contracts PROVIDER_ORIGINS: the stored origin column. */
  origin?: 'sample' | 'imported' | 'self-registered';
}

/** Where a page of providers ends: the last row's lower-cased name (null: nameless) and id. */
export interface AdminProvidersKey {
  name: string | null;
  id: string;
}

// Every filter has an index of its own (migration 0015): each word the trigram index of
// search_text (name, city, postal code, source key in one stored text), the stored origin and
// the upper-cased country their index in the list's order.
function adminProvidersWhere({ q, solutionId, country, origin }: AdminProvidersFilter) {
  const filters: SQL[] = [];
  for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
    filters.push(ilike(providerCompanies.searchText, `%${escapeLike(word)}%`));
  }
  if (solutionId) {
    filters.push(sql`exists (select 1 from provider_solutions ps
      where ps.provider_id = ${providerCompanies.id} and ps.solution_id = ${solutionId})`);
  }
  if (country) filters.push(sql`upper(${providerCompanies.country}) = ${country.toUpperCase()}`);
  if (origin) filters.push(eq(providerCompanies.origin, origin));
  return and(...filters);
}

/** The provider's solution ids in id order, as JSON text (one subquery per row, no id list). */
const solutionIdsJson = sql<string>`(select coalesce(json_agg(ps.solution_id
  order by ps.solution_id), '[]'::json)::text
  from provider_solutions ps where ps.provider_id = ${providerCompanies.id})`;

const withSolutionIds = { row: providerCompanies, solutionIds: solutionIdsJson };

const parsed = (rows: { row: ProviderCompanyRow; solutionIds: string }[]): ProviderEntryRow[] =>
  rows.map(({ row, solutionIds }) => ({ row, solutionIds: JSON.parse(solutionIds) as string[] }));

const nameless = sql`(${providerCompanies.companyName} is null)`;
const lowerName = sql<string | null>`lower(${providerCompanies.companyName})`;

/**
 * By company name (any case; nameless last), then id, so that pages never overlap: the order of
 * the provider_companies_*name* indexes, column for column.
 */
const byName = [asc(nameless), asc(lowerName), asc(providerCompanies.id)];

/** The rows after `key` in the list's order (a row comparison the name index starts from). */
function afterKey(key: AdminProvidersKey): SQL {
  if (key.name === null) {
    return sql`(${nameless} and ${providerCompanies.id} > ${key.id}::uuid)`;
  }
  return sql`(${nameless}, ${lowerName}, ${providerCompanies.id}) > (false, ${key.name}, ${key.id}::uuid)`;
}

/**
 * One page of the providers that match, by company name, after `after` (the key of the previous
 * page's last row), read on the name index however deep. `next` is the key of the page after,
 * null on the last page; the total counts the matches up to `countCap` (`capped` past it).
 */
export async function listProvidersForAdmin(
  db: Db,
  filter: AdminProvidersFilter & { after?: AdminProvidersKey; pageSize: number; countCap: number },
): Promise<{
  rows: ProviderEntryRow[];
  next: AdminProvidersKey | null;
  total: number;
  capped: boolean;
}> {
  const where = adminProvidersWhere(filter);
  const { after } = filter;
  // The page first, then the solutions of its rows only: a subquery in the select list would
  // run for every match a sort reads, not for the 50 rows shown.
  const found = await db
    .select({ row: providerCompanies, name: lowerName })
    .from(providerCompanies)
    .where(and(where, after ? afterKey(after) : undefined))
    .orderBy(...byName)
    .limit(filter.pageSize + 1);
  const page = found.slice(0, filter.pageSize);
  const last = found.length > filter.pageSize ? page.at(-1) : undefined;
  const next = last ? { name: last.name, id: last.row.id } : null;
  const solutions = await solutionIdsOf(
    db,
    page.map(({ row }) => row.id),
  );
  // A first page that holds every match is its own count.
  const counted =
    !after && !next
      ? { total: page.length, capped: false }
      : await countUpTo(db, providerCompanies, where, filter.countCap);
  const rows = page.map(({ row }) => ({ row, solutionIds: solutions.get(row.id) ?? [] }));
  return { rows, next, ...counted };
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
