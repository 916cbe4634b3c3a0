import {
  PROVIDER_ENTRY_COUNTRIES,
  type ProviderEntryStatus,
  type ProviderEntryValues,
} from '@foodhub/contracts';
import {
  existingSolutionIds,
  findOwnProviderEntry,
  insertAuditEntries,
  insertProviderEntry,
  lockProviderEntry,
  lockUserRoles,
  updateProviderEntry,
  type Db,
  type ProviderEntryRow,
} from '@foodhub/db';
import { countryCode } from '@foodhub/domain';
import { randomUUID } from 'node:crypto';
import { codedError } from '../../plugins/errors';
import { changeRoles } from '../admin/role-changes';
import { providerEntryMessages as messages } from './provider-entries.messages';
import {
  changedFields,
  entryColumns,
  entryValues,
  reviewChangesOf,
  type ReviewChanges,
} from './provider-entry';

/** The audit entry of an act on a provider entry: the id only, never a name or an e-mail. */
const audit = (
  actorUserId: string,
  action: string,
  providerId: string,
  details: Record<string, unknown> = {},
) => ({ actorUserId, action, targetType: 'provider', targetId: providerId, details });

/**
 * The ISO code of a country an entry may be in: a code or a name of the six countries the tool
 * serves and Liechtenstein, else 422.
 */
export function servedCountryCode(typed: string): string {
  const code = countryCode(typed);
  const countries: readonly string[] = PROVIDER_ENTRY_COUNTRIES;
  if (!code || !countries.includes(code)) {
    throw codedError(422, messages.countryUnsupported, {
      country: typed,
      countries: PROVIDER_ENTRY_COUNTRIES.join(', '),
    });
  }
  return code;
}

/** The solution ids once each in id order, all in the catalogue, else 422 naming the unknown ones. */
export async function catalogueSolutionIds(db: Db, solutionIds: string[]): Promise<string[]> {
  const ids = [...new Set(solutionIds)].sort();
  const known = await existingSolutionIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw codedError(422, messages.solutionUnknown, { ids: unknown.join(', ') });
  }
  return ids;
}

/** The entry as it is stored: the country as its ISO code, the solutions of the catalogue. */
async function normalise(db: Db, values: ProviderEntryValues): Promise<ProviderEntryValues> {
  const code = servedCountryCode(values.location.country);
  const ids = await catalogueSolutionIds(db, values.solution_ids);
  return { ...values, location: { ...values.location, country: code }, solution_ids: ids };
}

/** Statuses an owner's save sends back to the operator: the entry was taken off the list. */
const RESUBMITTED: readonly ProviderEntryStatus[] = ['rejected', 'withdrawn'];

/**
 * PUT /me/provider: creates the account's entry ('pending', with the 'provider' role) or saves
 * its own one, in one transaction with the solution links, the role and the audit log. There is
 * no id to name: an account only ever reaches its own entry. A pending or approved entry keeps
 * its status, so an approved one's edit is live at once (the operator reads the audit log); a
 * rejected or withdrawn one goes back to 'pending'. An approved entry whose identity changes
 * (its name, description, address or map position, website, contacts) loses its verified mark at once and
 * stays listed without it until the operator approves the changes (review_changes), so that
 * the mark never vouches for contacts the operator did not see. Nothing is written when
 * nothing changed.
 */
export async function saveOwnEntry(
  db: Db,
  userId: string,
  input: ProviderEntryValues,
): Promise<ProviderEntryRow> {
  const values = await normalise(db, input);
  return db.transaction(async (tx) => {
    // The account's row serialises its saves: two first saves at once make one entry.
    await lockUserRoles(tx, userId);
    const current = await findOwnProviderEntry(tx, userId, { lock: true });
    const columns = entryColumns(values);
    if (!current) {
      const id = randomUUID();
      const created = await insertProviderEntry(
        tx,
        { id, ownerUserId: userId, columns: { ...columns, status: 'pending' } },
        values.solution_ids,
      );
      await changeRoles(tx, userId, (roles) => [...roles, 'provider'], { actorUserId: userId });
      await insertAuditEntries(tx, [audit(userId, 'provider.submit', id)]);
      return created;
    }
    const before = entryValues(current);
    const fields = changedFields(before, values);
    const resubmit = RESUBMITTED.includes(current.row.status as ProviderEntryStatus);
    if (!resubmit && fields.length === 0) return current;
    const reviewChanges =
      current.row.status === 'approved'
        ? reviewChangesOf(current.row.reviewChanges as ReviewChanges | null, before, values)
        : null;
    const saved = await updateProviderEntry(
      tx,
      current.row.id,
      {
        ...columns,
        ...(resubmit
          ? { status: 'pending', rejectionReason: null, verifiedAt: null, reviewChanges: null }
          : {}),
        ...(reviewChanges ? { verifiedAt: null, reviewChanges } : {}),
        updatedAt: new Date(),
      },
      values.solution_ids,
    );
    await insertAuditEntries(tx, [
      resubmit
        ? audit(userId, 'provider.submit', current.row.id, { fields })
        : audit(userId, 'provider.edit', current.row.id, { fields }),
    ]);
    return saved;
  });
}

/**
 * DELETE /me/provider: takes the account's entry off the list ('withdrawn'); undefined when it
 * has none. Withdrawing a withdrawn entry changes and logs nothing. The entry stays, so that its
 * owner can submit it again.
 */
export async function withdrawOwnEntry(
  db: Db,
  userId: string,
): Promise<ProviderEntryRow | undefined> {
  return db.transaction(async (tx) => {
    const current = await findOwnProviderEntry(tx, userId, { lock: true });
    if (!current || current.row.status === 'withdrawn') return current;
    const saved = await updateProviderEntry(tx, current.row.id, {
      status: 'withdrawn',
      // The verified mark, its waiting changes and a rejection's reason belong to a status the
      // entry leaves.
      verifiedAt: null,
      reviewChanges: null,
      rejectionReason: null,
      updatedAt: new Date(),
    });
    await insertAuditEntries(tx, [audit(userId, 'provider.withdraw', current.row.id)]);
    return saved;
  });
}

/** A self-registered entry by id, locked for the review; 404 when there is none. */
async function entryForReview(tx: Db, id: string): Promise<ProviderEntryRow> {
  const entry = await lockProviderEntry(tx, id);
  if (!entry) throw codedError(404, messages.unknown, { id });
  return entry;
}

/**
 * POST /admin/provider-entries/{id}/approve: 'pending' to 'approved', verified now; or an
 * approved entry whose changed identity waits for the operator (review_changes) verified again,
 * the changes cleared.
 */
export async function approveEntry(db: Db, adminId: string, id: string): Promise<ProviderEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await entryForReview(tx, id);
    const { status, reviewChanges } = entry.row;
    if (status !== 'pending' && !(status === 'approved' && reviewChanges)) {
      throw codedError(409, messages.notPending, { status });
    }
    const now = new Date();
    const saved = await updateProviderEntry(tx, id, {
      status: 'approved',
      verifiedAt: now,
      reviewChanges: null,
      rejectionReason: null,
      updatedAt: now,
    });
    await insertAuditEntries(tx, [audit(adminId, 'provider.approve', id)]);
    return saved;
  });
}

/**
 * POST /admin/provider-entries/{id}/reject: a pending or an approved entry (one found wrong
 * later) becomes 'rejected' with the reason its owner reads; it is no longer listed, and loses
 * its verified mark.
 */
export async function rejectEntry(
  db: Db,
  adminId: string,
  id: string,
  reason: string,
): Promise<ProviderEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await entryForReview(tx, id);
    if (entry.row.status !== 'pending' && entry.row.status !== 'approved') {
      throw codedError(409, messages.notRejectable, { status: entry.row.status });
    }
    const saved = await updateProviderEntry(tx, id, {
      status: 'rejected',
      verifiedAt: null,
      reviewChanges: null,
      rejectionReason: reason,
      updatedAt: new Date(),
    });
    await insertAuditEntries(tx, [audit(adminId, 'provider.reject', id, { reason })]);
    return saved;
  });
}
