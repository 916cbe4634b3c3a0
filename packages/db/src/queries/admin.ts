import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  not,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { auditLogEntries, providerCompanies, users, type NewAuditLogRow } from '../schema';
import { escapeLike } from './like-pattern';

/** What the operator console shows of an account: never the password hash. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  accountType: users.accountType,
  company: users.company,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
  roles: users.roles,
  createdAt: users.createdAt,
};

export interface AdminUsersFilter {
  /** Words that each have to appear in the e-mail, first or last name or company (any case). */
  q?: string;
  /** Only accounts holding this role. */
  role?: string;
}

/** Where a page of accounts ends: the last row's registration time (µs since 1970) and id. */
export interface AdminUsersKey {
  createdAtMicros: string;
  id: string;
}

function adminUsersWhere({ q, role }: AdminUsersFilter): SQL[] {
  const filters: SQL[] = [];
  // 'anna berger' finds Anna Berger although no single field holds both words. One stored text
  // of the fields, so that each word reads its trigram index (migration 0015).
  for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
    filters.push(ilike(users.searchText, `%${escapeLike(word)}%`));
  }
  if (role) filters.push(arrayContains(users.roles, [role]));
  return filters;
}

/**
 * How many rows a query finds, counting no further than `cap + 1`: a list says '1,000+'
 * rather than read every match of a broad search to tell 73,512.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/** The registration time as whole microseconds (the stored precision), exact in a cursor. */
const createdAtMicros = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint::text`;

/**
 * One page of the accounts that match, the latest registered first (then id, so accounts of one
 * moment are neither lost nor repeated), after `after` (the key of the previous page's last row);
 * read on the (created_at, id) index however deep. `next` is the key to ask the page after with,
 * null on the last page. The total counts the matches up to `countCap` (`capped` past it).
 */
export async function listUsersForAdmin(
  db: Db,
  filter: AdminUsersFilter & { after?: AdminUsersKey; pageSize: number; countCap: number },
) {
  const where = adminUsersWhere(filter);
  const { after } = filter;
  const keyset = after
    ? sql`(${users.createdAt}, ${users.id}) < ('epoch'::timestamptz
        + ${after.createdAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : undefined;
  const found = await db
    .select({ ...adminUserColumns, key: createdAtMicros })
    .from(users)
    .where(and(...where, keyset))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.pageSize + 1);
  const page = found.slice(0, filter.pageSize).map(({ key: _key, ...row }) => row);
  const last = found.length > filter.pageSize ? found[filter.pageSize - 1] : undefined;
  const next: AdminUsersKey | null = last ? { createdAtMicros: last.key, id: last.id } : null;
  // A first page that holds every match is its own count.
  const counted =
    !after && !next
      ? { total: page.length, capped: false }
      : await countUpTo(db, users, and(...where), filter.countCap);
  return { rows: page, next, ...counted };
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>['rows'][number];

/** One account as the console shows it, or undefined. */
export async function findUserForAdmin(db: Db, userId: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * An account's id, e-mail and roles, locked until the transaction ends (`tx` must be one), so
 * that two changes of the same account's roles do not both read the old list.
 */
export async function lockUserRoles(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setUserRoles(db: Db, userId: string, roles: string[]): Promise<void> {
  await db.update(users).set({ roles }).where(eq(users.id, userId));
}

/**
 * The ids of the accounts with these e-mails (stored lower-cased) that lack the role and whose
 * owner confirmed the address: a role given by e-mail address goes only to who proved owning it.
 */
export async function findConfirmedUsersLackingRole(db: Db, emails: string[], role: string) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.email, emails),
        isNotNull(users.emailConfirmedAt),
        not(arrayContains(users.roles, [role])),
      ),
    );
}

/** Every account that holds a role, by e-mail. */
export async function listUsersWithRoles(db: Db) {
  return db
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(sql`cardinality(${users.roles}) > 0`)
    .orderBy(users.email);
}

export async function countUsersWithRole(db: Db, role: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(arrayContains(users.roles, [role]));
  return row?.n ?? 0;
}

export async function insertAuditEntries(db: Db, entries: NewAuditLogRow[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLogEntries).values(entries);
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const targetProvider = alias(providerCompanies, 'target_provider');

/**
 * The audit log, newest first (time, then id, so entries of one moment keep one order); `before`
 * is the id of the last entry of the previous page. The page is read first, on the (at, id)
 * index, and only its rows are joined to their labels, looked up now as the log keeps ids only:
 * the e-mails the actor and a user target have, a provider target's company name; null once the
 * account or the entry is gone.
 */
export async function listAuditEntries(db: Db, options: { before?: string; limit: number }) {
  const page = db
    .select({
      id: auditLogEntries.id,
      at: auditLogEntries.at,
      actorUserId: auditLogEntries.actorUserId,
      action: auditLogEntries.action,
      targetType: auditLogEntries.targetType,
      targetId: auditLogEntries.targetId,
      details: auditLogEntries.details,
    })
    .from(auditLogEntries)
    .where(
      options.before
        ? sql`(${auditLogEntries.at}, ${auditLogEntries.id}) < (
            select a.at, a.id from audit_log a where a.id = ${options.before}::uuid)`
        : undefined,
    )
    .orderBy(desc(auditLogEntries.at), desc(auditLogEntries.id))
    .limit(options.limit)
    .as('page');
  return db
    .select({
      id: page.id,
      at: page.at,
      actorEmail: actor.email,
      action: page.action,
      targetType: page.targetType,
      targetId: page.targetId,
      targetLabel: sql<string | null>`coalesce(${target.email}, ${targetProvider.companyName})`,
      details: page.details,
    })
    .from(page)
    .leftJoin(actor, eq(actor.id, page.actorUserId))
    .leftJoin(target, and(eq(page.targetType, 'user'), eq(target.id, page.targetId)))
    .leftJoin(
      targetProvider,
      and(eq(page.targetType, 'provider'), eq(targetProvider.id, page.targetId)),
    )
    .orderBy(desc(page.at), desc(page.id));
}
