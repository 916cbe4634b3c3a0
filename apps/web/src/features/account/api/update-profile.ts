import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, userInfoQueryOptions } from '../../../api/user-info';

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
