import { AdminLayout } from '../../features/admin/components/admin-layout';
import { userInfoQueryOptions } from '../../api/user-info';
import { ensureSignedInData } from '../route-data';

/** The account's roles: the console shows its sections to an admin only. */
export const loader = () => ensureSignedInData(userInfoQueryOptions());

/** The operator console (/admin): admins only; its sections are the child routes. */
export function Component() {
  return <AdminLayout />;
}
