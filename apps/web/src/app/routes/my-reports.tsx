import { useTranslation } from 'react-i18next';
import { MyReportsPage } from '../../features/reports/components/my-reports-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { myReportsQueryOptions } from '../../features/reports/api/reports';
import { ensureSignedInData, solutionNames } from '../route-data';

/** The user's saved reports, asked before the page renders. */
export const loader = () => ensureSignedInData(myReportsQueryOptions(), solutionNames());

export function Component() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('list.title'));
  return <MyReportsPage />;
}
