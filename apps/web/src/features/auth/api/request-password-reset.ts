import type { MessageResponse, ResetPasswordRequest } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /reset-password (spec part 1 §7): always 200, so an e-mail's existence is not revealed. */
export function requestPasswordReset(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/reset-password', { method: 'POST', body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
