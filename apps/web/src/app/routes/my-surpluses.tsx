import { useTranslation } from 'react-i18next';
import { MySurplusesPage } from '../../features/saved-surpluses/components/my-surpluses-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { savedSurplusesQueryOptions } from '../../api/saved-surpluses';
import { ensureSignedInData, solutionNames } from '../route-data';

/** The list of the user's saved surpluses, asked before the page renders. */
export const loader = () => ensureSignedInData(savedSurplusesQueryOptions(), solutionNames());

export function Component() {
  const { t } = useTranslation('surpluses');
  useDocumentTitle(t('title'));
  return <MySurplusesPage />;
}
