import { PROVIDER_ENTRY_STATUSES, type ProviderEntryStatus } from '@foodhub/contracts';
import { ApiError } from '../../../lib/api-client';

/** The status filter of /admin/providers: one status, or every entry. */
export type EntryFilter = ProviderEntryStatus | 'all';

export const ENTRY_FILTERS: readonly EntryFilter[] = [...PROVIDER_ENTRY_STATUSES, 'all'];

const isStatus = (value: string | null): value is ProviderEntryStatus =>
  (PROVIDER_ENTRY_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The filter in the address (?status=); without one the approval queue, the page's daily use.
 * An unknown value reads as the queue too, so an old bookmark still opens something useful.
 */
export function entryFilterOf(params: URLSearchParams): EntryFilter {
  const status = params.get('status');
  return status === 'all' ? 'all' : isStatus(status) ? status : 'pending';
}

/** What the API is asked for: no status is every entry. */
export const statusOfFilter = (filter: EntryFilter): ProviderEntryStatus | undefined =>
  filter === 'all' ? undefined : filter;

/** The badge colour of a status, as the owner's page shows it. */
export const STATUS_COLORS: Readonly<Record<ProviderEntryStatus, string>> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** An entry that can still be approved (API: 409 PROVIDER_ENTRY_NOT_PENDING otherwise). */
export const canApprove = (status: ProviderEntryStatus) => status === 'pending';
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
