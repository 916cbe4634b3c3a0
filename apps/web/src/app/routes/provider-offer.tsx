import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { providerOfferQueryOptions } from '../../features/offers/api/provider-offers';
import { ProviderOfferPage } from '../../features/offers/components/provider-offer-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ensureSignedInData, solutionNames } from '../route-data';

/** The offer of the address, as the organisation's account sees it, asked before the page renders. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  ensureSignedInData(providerOfferQueryOptions(params.id ?? ''), solutionNames());

export function Component() {
  const { t } = useTranslation('offer-inbox');
  const { id = '' } = useParams();
  useDocumentTitle(t('detail.documentTitle'));
  // Another offer is another page: nothing of the previous one (an open form, an answer) stays.
  return <ProviderOfferPage key={id} id={id} />;
}
