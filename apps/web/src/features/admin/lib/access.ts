import { ApiError } from '../../../lib/api-client';

/** The API's answer to an account without the admin role (403 { code: 'FORBIDDEN' }). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The 409 of an admin who tried to remove their own admin role. */
export function isOwnAdminRole(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'OWN_ADMIN_ROLE';
}
