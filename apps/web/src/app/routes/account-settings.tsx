import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { AccountSettingsPage } from '../../features/account/components/account-settings-page';
import { userInfoQueryOptions } from '../../api/user-info';
import { ensureSignedInData } from '../route-data';

/** The account's details, asked before the page renders. */
export const loader = () => ensureSignedInData(userInfoQueryOptions());

export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  return <AccountSettingsPage />;
}
