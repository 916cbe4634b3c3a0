import { useTranslation } from 'react-i18next';
import { ConfirmEmailPage } from '../../features/account/components/confirm-email-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('confirmEmail.title'));
  return <ConfirmEmailPage />;
}
