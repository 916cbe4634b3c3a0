import type { MessageResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /user/account (spec part 2 §7): deletes the logged-in user's account and data. */
export function deleteAccount(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/user/account', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
