import type { ResetConfirmResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * A reset token is single-use: a second call would fail with 'Invalid token' after the first one
 * succeeded. React StrictMode mounts twice and a remount or retry would ask again, so the answer
 * of each token is kept here for the lifetime of the page.
 */
const confirmations = new Map<string, Promise<ResetConfirmResponse>>();

/** GET /reset-password/confirm/{token} (spec part 2 §7), at most once per token. */
export function confirmPasswordReset(token: string): Promise<ResetConfirmResponse> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = apiFetch<ResetConfirmResponse>(
      `/reset-password/confirm/${encodeURIComponent(token)}`,
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

export const confirmPasswordResetQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset-confirmation', token],
    queryFn: () => confirmPasswordReset(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useConfirmPasswordReset(token: string | null) {
  return useQuery({ ...confirmPasswordResetQueryOptions(token ?? ''), enabled: Boolean(token) });
}
