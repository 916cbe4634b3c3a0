import type { LoginRequest, LoginResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /login (spec part 1 §7): reads access_token and ga_user_id. Its 401 is a wrong password,
 * shown on the form: it ends no session.
 */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login', {
    method: 'POST',
    body: credentials,
    quietUnauthorized: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
