import { useTranslation } from 'react-i18next';
import { MySurplusesPage } from '../../features/saved-surpluses/components/my-surpluses-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('surpluses');
  useDocumentTitle(t('title'));
  return <MySurplusesPage />;
}
