import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MyReportPage } from '../../features/reports/components/my-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  useDocumentTitle(t('report.documentTitle'));
  // Another report is another page: nothing of the previous one stays.
  return <MyReportPage key={id} id={id} />;
}
