import { useTranslation } from 'react-i18next';
import { ProviderEntryPage } from '../../features/provider-entry/components/provider-entry-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('provider-entry');
  useDocumentTitle(t('title'));
  return <ProviderEntryPage />;
}
