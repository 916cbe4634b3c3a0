import type { MessageResponse } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { singleUseTokenQuery } from '../../../lib/link-token';

/**
 * POST /confirm-email with the session's token (only the link's own account spends it), once per
 * token while the page lives. A 401 ends the session as elsewhere: the login page brings the user
 * back, and the link, not spent, is asked again.
 */
export const confirmEmailQueryOptions = singleUseTokenQuery('email-confirmation', (token) =>
  apiFetch<MessageResponse>('/confirm-email', { method: 'POST', body: { token } }),
);

export function useConfirmEmail(token: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
