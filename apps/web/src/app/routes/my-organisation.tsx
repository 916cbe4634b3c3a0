import { useTranslation } from 'react-i18next';
import { ProviderEntryPage } from '../../features/provider-entry/components/provider-entry-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { userInfoQueryOptions } from '../../api/user-info';
import { myProviderEntryQueryOptions } from '../../features/provider-entry/api/my-provider-entry';
import { ensureSignedInData } from '../route-data';

/**
 * The organisation's provider entry, and the account (a first entry starts from its details),
 * asked before the page renders.
 */
export const loader = () =>
  ensureSignedInData(myProviderEntryQueryOptions(), userInfoQueryOptions());

export function Component() {
  const { t } = useTranslation('provider-entry');
  useDocumentTitle(t('title'));
  return <ProviderEntryPage />;
}
