import {
  PROVIDER_ENTRY_STATUSES,
  type AdminProviderEntry,
  type ProviderEntryStatus,
} from '@foodhub/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * The filter of /admin/providers: one status, the approved entries whose changed identity waits
 * for the operator ('changed'), or every entry.
 */
export type EntryFilter = ProviderEntryStatus | 'changed' | 'all';

export const ENTRY_FILTERS: readonly EntryFilter[] = [
  'pending',
  'changed',
  ...PROVIDER_ENTRY_STATUSES.filter((status) => status !== 'pending'),
  'all',
];

const isFilter = (value: string | null): value is EntryFilter =>
  (ENTRY_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The filter in the address (?status=); without one the approval queue, the page's daily use.
 * An unknown value reads as the queue too, so an old bookmark still opens something useful.
 */
export function entryFilterOf(params: URLSearchParams): EntryFilter {
  const status = params.get('status');
  return isFilter(status) ? status : 'pending';
}

/** What GET /admin/provider-entries is asked for: no status is every entry. */
export interface EntryQuery {
  status?: ProviderEntryStatus;
  changed?: true;
}

export const queryOfFilter = (filter: EntryFilter): EntryQuery =>
  filter === 'all' ? {} : filter === 'changed' ? { changed: true } : { status: filter };

/** The badge colour of a status, as the owner's page shows it. */
export const STATUS_COLORS: Readonly<Record<ProviderEntryStatus, string>> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/**
 * An entry that can still be approved: a pending one, or an approved one whose changes wait for
 * the operator (API: 409 PROVIDER_ENTRY_NOT_PENDING otherwise).
 */
export const canApprove = ({
  status,
  review_changes,
}: Pick<AdminProviderEntry, 'status' | 'review_changes'>) =>
  status === 'pending' || (status === 'approved' && review_changes !== null);
/** An entry that can still be rejected (API: 409 PROVIDER_ENTRY_NOT_REJECTABLE otherwise). */
export const canReject = (status: ProviderEntryStatus) =>
  status === 'pending' || status === 'approved';

/**
 * The review refusals this console words itself: they mean another admin (or the owner) acted
 * first, which the server's English message does not say.
 */
const REVIEW_REFUSALS = {
  PROVIDER_ENTRY_NOT_PENDING: 'providers.errors.notPending',
  PROVIDER_ENTRY_NOT_REJECTABLE: 'providers.errors.notRejectable',
  PROVIDER_ENTRY_UNKNOWN: 'providers.errors.unknown',
} as const;

type RefusalKey = (typeof REVIEW_REFUSALS)[keyof typeof REVIEW_REFUSALS];

/** The text key of a known refusal of approve or reject; null for any other failure. */
export function reviewRefusalKey(error: unknown): RefusalKey | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  return Object.hasOwn(REVIEW_REFUSALS, error.code)
    ? REVIEW_REFUSALS[error.code as keyof typeof REVIEW_REFUSALS]
    : null;
}
