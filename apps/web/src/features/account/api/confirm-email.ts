import type { MessageResponse } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * A confirmation link is single-use: a second call would fail after the first one succeeded.
 * React StrictMode mounts twice and a remount or retry would ask again, so the answer of each
 * token is kept here for the lifetime of the page. A failure is forgotten: the link spends
 * nothing then, and after a login with the right account it is asked again.
 */
const confirmations = new Map<string, Promise<MessageResponse>>();

/**
 * POST /confirm-email with the session's token (only the link's own account spends it), at most
 * once per token. A 401 ends the session as elsewhere: the login page brings the user back.
 */
export function confirmEmail(token: string): Promise<MessageResponse> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = apiFetch<MessageResponse>('/confirm-email', { method: 'POST', body: { token } });
    confirmations.set(token, confirmation);
    confirmation.catch(() => confirmations.delete(token));
  }
  return confirmation;
}

export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['email-confirmation', token ?? ''],
    queryFn: () => confirmEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
