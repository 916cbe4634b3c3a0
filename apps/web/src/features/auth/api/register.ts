import type { RegisterRequest, RegisterResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /register (spec part 1 §7): the answer carries a password only when no e-mail went out. */
export function register(payload: RegisterRequest): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/register', { method: 'POST', body: payload });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
