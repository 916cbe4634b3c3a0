import type { UpdateProfileRequest, UserInfo } from '@foodhub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';

/**
 * The signed-in account (GET /user/info, spec part 2 §7) and its profile update (PUT
 * /user/profile): the one query of the account, for every screen that reads or saves it (Account
 * Settings, the company step, the header's menu, the operator console), so all share one copy.
 * No hook here: the header's menu loads this module with the first script, and useQuery would come
 * with it (Account Settings' useUserInfo is in features/account).
 */
export function getUserInfo(): Promise<UserInfo> {
  return apiFetch<UserInfo>('/user/info');
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user-info'], queryFn: getUserInfo });

/** PUT /user/profile: all the registration's profile fields; answers the updated user info. */
export function updateProfile(profile: UpdateProfileRequest): Promise<UserInfo> {
  return apiFetch<UserInfo>('/user/profile', { method: 'PUT', body: profile });
}
