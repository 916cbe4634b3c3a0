import type { LoginRequest, LoginResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /login (spec part 1 §7): reads access_token and ga_user_id. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login', { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
