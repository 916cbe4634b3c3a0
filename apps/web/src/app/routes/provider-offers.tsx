import { useTranslation } from 'react-i18next';
import { providerOffersQueryOptions } from '../../api/provider-offers';
import { InboxPage } from '../../features/offers/components/inbox-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { arrangementsQueryOptions } from '../../features/offers/api/arrangements';
import { ensureSignedInPages, prefetch, signedIn, solutionNames } from '../route-data';

/**
 * The first page of the organisation's inbox (the query the account menu's count reads too) and
 * the solutions' names, asked before the page renders; the weekly pick-ups above the list are
 * started beside it.
 */
export const loader = () => {
  if (signedIn()) prefetch(arrangementsQueryOptions());
  return ensureSignedInPages(providerOffersQueryOptions(), solutionNames());
};

export function Component() {
  const { t } = useTranslation('offer-inbox');
  useDocumentTitle(t('inbox.title'));
  return <InboxPage />;
}
