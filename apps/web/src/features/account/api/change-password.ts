import type { ChangePasswordRequest, MessageResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /user/password: sets a new password after checking the current one. */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/user/password', { method: 'PUT', body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
