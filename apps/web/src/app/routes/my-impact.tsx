import { useTranslation } from 'react-i18next';
import { MyImpactPage } from '../../features/reports/components/my-impact-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { myImpactQueryOptions } from '../../features/reports/api/reports';
import { ensureSignedInData } from '../route-data';

/** The saved reports summed by month and year, asked before the page renders. */
export const loader = () => ensureSignedInData(myImpactQueryOptions());

export function Component() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('impact.title'));
  return <MyImpactPage />;
}
