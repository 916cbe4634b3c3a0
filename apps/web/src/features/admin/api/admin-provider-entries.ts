import type { AdminProviderEntry, AdminProviderEntryList } from '@foodhub/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { EntryQuery } from '../lib/provider-review';
import { adminQueryKeys, queryString } from './admin-keys';

/**
 * GET /admin/provider-entries?status&changed: the entries, newest first; without a filter all of
 * them.
 */
export const providerEntriesQueryOptions = (query: EntryQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.providerEntryList(query),
    queryFn: ({ signal }) => {
      const params = { status: query.status, changed: query.changed ? 'true' : undefined };
      return apiFetch<AdminProviderEntryList>(`/admin/provider-entries${queryString(params)}`, {
        signal,
      });
    },
  });

export function useProviderEntries(query: EntryQuery) {
  // The cards stay while another filter loads: the filter in focus is not lost.
  return useQuery({ ...providerEntriesQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * What a decision changes besides the entry: the lists (it leaves the queue), the audit log, the
 * figures (providers by status) and the gaps (an approved entry is a real provider). A 404 or 409
 * means someone else decided first: the lists are out of date then too.
 */
function useAfterReview() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [
      adminQueryKeys.providerEntries(),
      adminQueryKeys.audit(),
      adminQueryKeys.allFigures(),
      adminQueryKeys.providerGaps(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return {
    onSuccess: (answer: AdminProviderEntry) => {
      // The card shows the decision at once. The refresh is not awaited: the caller's own
      // callbacks (the notification) must run while the card is still there, and in a filtered
      // list it is gone once the refresh is in.
      queryClient.setQueriesData<AdminProviderEntryList>(
        { queryKey: adminQueryKeys.providerEntries() },
        (list) =>
          list && {
            entries: list.entries.map((entry) => (entry.id === answer.id ? answer : entry)),
          },
      );
      refresh();
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) refresh();
    },
  };
}

const reviewPath = (entry: AdminProviderEntry, decision: 'approve' | 'reject') =>
  `/admin/provider-entries/${encodeURIComponent(entry.id)}/${decision}`;

/**
 * POST /admin/provider-entries/{id}/approve: a pending entry becomes listed and verified; an
 * approved one with changes to review is verified again.
 */
export function useApproveProviderEntry() {
  return useMutation({
    mutationFn: (entry: AdminProviderEntry) =>
      apiFetch<AdminProviderEntry>(reviewPath(entry, 'approve'), { method: 'POST' }),
    ...useAfterReview(),
  });
}

export interface RejectVariables {
  entry: AdminProviderEntry;
  /** What the owner reads on their entry. */
  reason: string;
}

/** POST /admin/provider-entries/{id}/reject: a pending or approved entry, with the reason. */
export function useRejectProviderEntry() {
  return useMutation({
    mutationFn: ({ entry, reason }: RejectVariables) =>
      apiFetch<AdminProviderEntry>(reviewPath(entry, 'reject'), {
        method: 'POST',
        body: { reason },
      }),
    ...useAfterReview(),
  });
}
