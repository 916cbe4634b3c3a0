import { AdminLayout } from '../../features/admin/components/admin-layout';

/** The operator console (/admin): admins only; its sections are the child routes. */
export function Component() {
  return <AdminLayout />;
}
