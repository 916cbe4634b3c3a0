import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { AccountSettingsPage } from '../../features/account/components/account-settings-page';

export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  return <AccountSettingsPage />;
}
