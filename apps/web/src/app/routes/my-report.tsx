import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { MyReportPage } from '../../features/reports/components/my-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { myReportQueryOptions } from '../../features/reports/api/reports';
import { ensureSignedInData, solutionNames } from '../route-data';

/** The report of the address, asked before the page renders. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  ensureSignedInData(myReportQueryOptions(params.id ?? ''), solutionNames());

export function Component() {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  useDocumentTitle(t('report.documentTitle'));
  // Another report is another page: nothing of the previous one stays.
  return <MyReportPage key={id} id={id} />;
}
