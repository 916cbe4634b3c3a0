import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { SharedReportPage } from '../../features/reports/components/shared-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { sharedReportQueryOptions } from '../../features/reports/api/reports';
import { ensureData, solutionNames } from '../route-data';

/** The shared report of the link (no login needed), asked before the page renders. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  ensureData(sharedReportQueryOptions(params.token ?? ''), solutionNames());

export function Component() {
  const { t } = useTranslation('reports');
  const { token = '' } = useParams();
  useDocumentTitle(t('shared.documentTitle'));
  return <SharedReportPage key={token} token={token} />;
}
