import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../features/auth/components/register-page';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('titles.register'));
  return <RegisterPage />;
}
