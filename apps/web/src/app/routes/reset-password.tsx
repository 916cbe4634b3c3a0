import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('titles.resetPassword'));
  return <ResetPasswordPage />;
}
