import { useTranslation } from 'react-i18next';
import { ProviderGapsPage } from '../../features/admin/components/provider-gaps-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('gaps.title') }));
  return <ProviderGapsPage />;
}
