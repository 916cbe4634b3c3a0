import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SharedReportPage } from '../../features/reports/components/shared-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('reports');
  const { token = '' } = useParams();
  useDocumentTitle(t('shared.documentTitle'));
  return <SharedReportPage key={token} token={token} />;
}
