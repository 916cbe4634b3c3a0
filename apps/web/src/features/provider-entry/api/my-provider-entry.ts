import type { ProviderEntry, ProviderEntryInput } from '@foodhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

const ENTRY_PATH = '/me/provider';

/** The signed-in account's provider entry: one per account, so one key. */
export const myProviderEntryKey = ['me', 'provider-entry'] as const;

/**
 * GET /me/provider: the account's entry, or null when it has none yet (404). A 404 here is an
 * answer ('not yet'), not a failure to retry or to show as an error.
 */
export async function getMyProviderEntry(signal?: AbortSignal): Promise<ProviderEntry | null> {
  try {
    return await apiFetch<ProviderEntry>(ENTRY_PATH, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myProviderEntryQueryOptions = () =>
  queryOptions({
    queryKey: myProviderEntryKey,
    queryFn: ({ signal }) => getMyProviderEntry(signal),
    // The entry changes only here and by the operator: a focus refetch would only reload it.
    refetchOnWindowFocus: false,
  });

export function useMyProviderEntry() {
  return useQuery(myProviderEntryQueryOptions());
}

/** PUT /me/provider: creates or updates the entry; the answer holds its new status. */
export function saveMyProviderEntry(input: ProviderEntryInput): Promise<ProviderEntry> {
  return apiFetch<ProviderEntry>(ENTRY_PATH, { method: 'PUT', body: input });
}

/** DELETE /me/provider: the entry stays stored as 'withdrawn', no longer listed to users. */
export function withdrawMyProviderEntry(): Promise<ProviderEntry> {
  return apiFetch<ProviderEntry>(ENTRY_PATH, { method: 'DELETE' });
}

/** Both answer the whole entry: it replaces the one held, so the status shows at once. */
function useEntryMutation<TInput>(mutationFn: (input: TInput) => Promise<ProviderEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (entry) => queryClient.setQueryData(myProviderEntryKey, entry),
  });
}

export function useSaveProviderEntry() {
  return useEntryMutation(saveMyProviderEntry);
}

export function useWithdrawProviderEntry() {
  return useEntryMutation(() => withdrawMyProviderEntry());
}

/** The 422 of a solution id the catalogue does not hold (removed since the form loaded). */
export function isUnknownSolution(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PROVIDER_SOLUTION_UNKNOWN';
}
