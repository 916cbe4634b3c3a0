import { useTranslation } from 'react-i18next';
import { UsersPage } from '../../features/admin/components/users-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { LoaderFunctionArgs } from 'react-router';
import { adminUsersQueryOptions, usersSearchOf } from '../../features/admin/api/admin-users';
import { cursorOf } from '../../features/admin/hooks/use-cursor-pages';
import { ensureData, searchParamsOf, whenAdmin } from '../route-data';

/** The page of accounts the address asks for. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const params = searchParamsOf(request);
  return whenAdmin(() =>
    ensureData(adminUsersQueryOptions(usersSearchOf(params, cursorOf(params)))),
  );
};

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('users.title') }));
  return <UsersPage />;
}
