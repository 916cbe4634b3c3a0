import { useTranslation } from 'react-i18next';
import { MyReportsPage } from '../../features/reports/components/my-reports-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('list.title'));
  return <MyReportsPage />;
}
