import type { MessageResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /user/email-confirmation: a new confirmation link is mailed to the signed-in user. */
export function sendEmailConfirmation(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/user/email-confirmation', { method: 'POST' });
}

export function useSendEmailConfirmation() {
  return useMutation({ mutationFn: sendEmailConfirmation });
}
