import { useTranslation } from 'react-i18next';
import { UsersPage } from '../../features/admin/components/users-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('users.title') }));
  return <UsersPage />;
}
