import { useTranslation } from 'react-i18next';
import { ProviderEntriesPage } from '../../features/admin/components/provider-entries-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('providers.title') }));
  return <ProviderEntriesPage />;
}
