import type { UserInfo } from '@foodhub/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * The account a sign-in link opens: GET /user/info asked with the link's token instead of the
 * cookie's. Its 401 (a link that is invalid or has expired) is the caller's: the session of this
 * browser, if any, goes on.
 */
export function getLinkAccount(token: string): Promise<UserInfo> {
  return apiFetch<UserInfo>('/user/info', { token });
}
