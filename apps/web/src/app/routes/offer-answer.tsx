import { useTranslation } from 'react-i18next';
import { OfferAnswerPage } from '../../features/offers/components/offer-answer-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('page.title'));
  return <OfferAnswerPage />;
}
