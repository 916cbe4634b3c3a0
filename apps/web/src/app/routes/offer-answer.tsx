import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { offerLinkQueryOptions } from '../../features/offers/api/offer-link';
import { OfferAnswerPage } from '../../features/offers/components/offer-answer-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ensureData, linkToken, solutionNames } from '../route-data';

/**
 * The offer the e-mailed link names (?token=…), asked before the page renders; no login needed.
 * Without a token there is nothing to ask: the page says the link is incomplete.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const token = linkToken(request);
  return token ? ensureData(offerLinkQueryOptions(token), solutionNames()) : null;
}

export function Component() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('page.title'));
  return <OfferAnswerPage />;
}
