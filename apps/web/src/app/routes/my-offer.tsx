import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { myOfferQueryOptions } from '../../features/offers/api/my-offers';
import { MyOfferPage } from '../../features/offers/components/my-offer-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ensureSignedInData, solutionNames } from '../route-data';

/** One offer the user sent, with its history, asked before the page renders. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  ensureSignedInData(myOfferQueryOptions(params.id ?? ''), solutionNames());

export function Component() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('donor.detail.documentTitle'));
  const { id = '' } = useParams();
  return <MyOfferPage id={id} />;
}
