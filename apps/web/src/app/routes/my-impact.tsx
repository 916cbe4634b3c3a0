import { useTranslation } from 'react-i18next';
import { MyImpactPage } from '../../features/reports/components/my-impact-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('impact.title'));
  return <MyImpactPage />;
}
