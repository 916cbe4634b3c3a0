import { useTranslation } from 'react-i18next';
import { myOffersQueryOptions } from '../../features/offers/api/my-offers';
import { MyOffersPage } from '../../features/offers/components/my-offers-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { arrangementsQueryOptions } from '../../features/offers/api/arrangements';
import { ensureSignedInPages, prefetch, signedIn, solutionNames } from '../route-data';

/**
 * The first page of the offers the user sent and the solutions' names, asked before the page
 * renders; the weekly pick-ups above the list are started beside it.
 */
export const loader = () => {
  if (signedIn()) prefetch(arrangementsQueryOptions());
  return ensureSignedInPages(myOffersQueryOptions(), solutionNames());
};

export function Component() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('donor.list.title'));
  return <MyOffersPage />;
}
