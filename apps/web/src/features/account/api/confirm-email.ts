import type { MessageResponse } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * A confirmation link is single-use: a second call would fail after the first one succeeded.
 * React StrictMode mounts twice and a remount or retry would ask again, so the answer of each
 * token is kept here for the lifetime of the page.
 */
const confirmations = new Map<string, Promise<MessageResponse>>();

/** POST /confirm-email, at most once per token. */
export function confirmEmail(token: string): Promise<MessageResponse> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = apiFetch<MessageResponse>('/confirm-email', {
      method: 'POST',
      body: { token },
      // Anyone may open the link, signed in or not (or as someone else): never a logout.
      quietUnauthorized: true,
    });
    confirmations.set(token, confirmation);
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
