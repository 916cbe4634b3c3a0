import { useTranslation } from 'react-i18next';
import { FiguresPage } from '../../features/admin/components/figures-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('documentTitle', { page: t('figures.title') }));
  return <FiguresPage />;
}
