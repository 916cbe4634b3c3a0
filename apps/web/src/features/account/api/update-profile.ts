import type { UpdateProfileRequest, UserInfo } from '@foodhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userInfoQueryOptions } from './get-user-info';

/** PUT /user/profile: stores the profile fields of registration; answers the updated user info. */
export function updateProfile(profile: UpdateProfileRequest): Promise<UserInfo> {
  return apiFetch<UserInfo>('/user/profile', { method: 'PUT', body: profile });
}

/** Saves the profile and puts the answer in the user info cache, then refetches it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (updated) => {
      const { queryKey } = userInfoQueryOptions();
      queryClient.setQueryData(queryKey, updated);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
