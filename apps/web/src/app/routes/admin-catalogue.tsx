import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../../features/admin/components/catalogue-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('catalogue.title') }));
  return <CataloguePage />;
}
