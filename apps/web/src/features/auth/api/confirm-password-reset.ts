import type { ResetConfirmResponse } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { singleUseTokenQuery } from '../../../lib/link-token';

/** GET /reset-password/confirm/{token} (spec part 2 §7), once per token while the page lives. */
export const confirmPasswordResetQueryOptions = singleUseTokenQuery(
  'password-reset-confirmation',
  (token) => apiFetch<ResetConfirmResponse>(`/reset-password/confirm/${encodeURIComponent(token)}`),
);

export function useConfirmPasswordReset(token: string | null) {
  return useQuery({ ...confirmPasswordResetQueryOptions(token ?? ''), enabled: Boolean(token) });
}
