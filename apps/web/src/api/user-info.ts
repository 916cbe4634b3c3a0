import type { UpdateProfileRequest, UserInfo } from '@foodhub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';

/**
 * The signed-in account (GET /user/info) and its profile update (PUT /user/profile), for the
 * screens outside Account Settings that read or save it: the company step fills in and saves the
 * registration's company and address. Same query key as Account Settings, so both share one copy.
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
