import { ROLES } from '@foodhub/contracts';
import {
  findConfirmedUsersLackingRole,
  insertAuditEntries,
  lockUserRoles,
  setUserRoles,
  type Db,
  type NewAuditLogRow,
} from '@foodhub/db';

/** Who changes a role: an admin in the console, or the operator through the configuration or the command line. */
export type RoleChangeSource = { actorUserId: string } | { by: 'ADMIN_EMAILS' | 'command line' };

export interface RoleChange {
  userId: string;
  email: string;
  before: string[];
  after: string[];
}

/**
 * The roles once each, those of ROLES in its order, then any other the account still holds (so a
 * role this version does not know is kept by a grant, never dropped without an audit entry).
 */
export function inRoleOrder(roles: readonly string[]): string[] {
  const known: readonly string[] = ROLES;
  return [
    ...ROLES.filter((role) => roles.includes(role)),
    ...new Set(roles.filter((role) => !known.includes(role))),
  ];
}

function auditEntry(
  change: Pick<RoleChange, 'userId'>,
  action: 'role.grant' | 'role.revoke',
  role: string,
  source: RoleChangeSource,
): NewAuditLogRow {
  const bySource = 'by' in source ? { by: source.by } : {};
  return {
    actorUserId: 'actorUserId' in source ? source.actorUserId : null,
    action,
    targetType: 'user',
    targetId: change.userId,
    details: { role, ...bySource },
  };
}

/**
 * Sets an account's roles to what `next` makes of the current ones, in one transaction with the
 * audit log: one 'role.grant' or 'role.revoke' entry per role added or removed, none when nothing
 * changes. The account's row is locked while it is read and written, so that two changes at once
 * both see the other's result. Undefined for an unknown account.
 */
export async function changeRoles(
  db: Db,
  userId: string,
  next: (current: readonly string[]) => readonly string[],
  source: RoleChangeSource,
): Promise<RoleChange | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockUserRoles(tx, userId);
    if (!row) return undefined;
    const after = inRoleOrder(next(row.roles));
    const granted = after.filter((role) => !row.roles.includes(role));
    const revoked = row.roles.filter((role) => !after.includes(role));
    const change = { userId, email: row.email, before: row.roles, after };
    if (granted.length === 0 && revoked.length === 0) return change;
    await setUserRoles(tx, userId, after);
    await insertAuditEntries(tx, [
      ...granted.map((role) => auditEntry(change, 'role.grant', role, source)),
      ...revoked.map((role) => auditEntry(change, 'role.revoke', role, source)),
    ]);
    return change;
  });
}

/**
 * ADMIN_EMAILS: gives the admin role to the listed accounts that lack it and whose owner
 * confirmed the address (a confirmation or password reset link opened: whoever merely
 * registered a listed address proves nothing), at start-up (every listed account), at a login
 * and when an address is confirmed (`user`, that account; nothing is read when it is not listed,
 * not confirmed or has the role). Never takes a role away: an e-mail removed from the list keeps
 * it until someone revokes it. Answers the ids of the accounts that got the role.
 */
export async function grantAdminsByConfig(
  db: Db,
  adminEmails: readonly string[],
  user?: { email: string; roles: readonly string[]; emailConfirmedAt: Date | null },
): Promise<string[]> {
  if (
    user &&
    (!adminEmails.includes(user.email) || !user.emailConfirmedAt || user.roles.includes('admin'))
  ) {
    return [];
  }
  const lacking = await findConfirmedUsersLackingRole(
    db,
    user ? [user.email] : [...adminEmails],
    'admin',
  );
  const granted: string[] = [];
  for (const account of lacking) {
    const change = await changeRoles(db, account.id, (roles) => [...roles, 'admin'], {
      by: 'ADMIN_EMAILS',
    });
    // Another login or start may have granted it between the lookup and the lock.
    if (change && !change.before.includes('admin')) granted.push(account.id);
  }
  return granted;
}
