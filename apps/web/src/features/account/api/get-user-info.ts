import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../../api/user-info';

/** GET /user/info (spec part 2 §7), the query shared with the rest of the app (api/user-info). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
