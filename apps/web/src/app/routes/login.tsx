import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../../features/auth/components/login-page';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('titles.login'));
  return <LoginPage />;
}
