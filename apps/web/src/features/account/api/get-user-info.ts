import type { UserInfo } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /user/info (spec part 2 §7). */
export function getUserInfo(): Promise<UserInfo> {
  return apiFetch<UserInfo>('/user/info');
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user-info'], queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
