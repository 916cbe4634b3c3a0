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
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  /** From 1. */
  page: number;
  pageSize: number;
}

function adminUsersWhere({ q, role }: AdminUsersFilter): SQL | undefined {
  const filters: SQL[] = [];
  // 'anna berger' finds Anna Berger although no single field holds both words.
  for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.company, pattern),
      )!,
    );
  }
  if (role) filters.push(arrayContains(users.roles, [role]));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** One page of the accounts that match, the latest registered first, and how many match. */
export async function listUsersForAdmin(db: Db, filter: AdminUsersFilter) {
  const where = adminUsersWhere(filter);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
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
 * is the id of the last entry of the previous page. Labels are looked up now, as the log keeps
 * ids only: the e-mails the actor and a user target have, a provider target's company name; null
 * once the account or the entry is gone.
 */
export async function listAuditEntries(db: Db, options: { before?: string; limit: number }) {
  return db
    .select({
      id: auditLogEntries.id,
      at: auditLogEntries.at,
      actorEmail: actor.email,
      action: auditLogEntries.action,
      targetType: auditLogEntries.targetType,
      targetId: auditLogEntries.targetId,
      targetLabel: sql<string | null>`coalesce(${target.email}, ${targetProvider.companyName})`,
      details: auditLogEntries.details,
    })
    .from(auditLogEntries)
    .leftJoin(actor, eq(actor.id, auditLogEntries.actorUserId))
    .leftJoin(
      target,
      and(
        eq(auditLogEntries.targetType, 'user'),
        sql`${target.id}::text = ${auditLogEntries.targetId}`,
      ),
    )
    .leftJoin(
      targetProvider,
      and(
        eq(auditLogEntries.targetType, 'provider'),
        sql`${targetProvider.id}::text = ${auditLogEntries.targetId}`,
      ),
    )
    .where(
      options.before
        ? sql`(${auditLogEntries.at}, ${auditLogEntries.id}) < (
            select a.at, a.id from audit_log a where a.id = ${options.before}::uuid)`
        : undefined,
    )
    .orderBy(desc(auditLogEntries.at), desc(auditLogEntries.id))
    .limit(options.limit);
}
