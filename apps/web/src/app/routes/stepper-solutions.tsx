import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../components/preparing-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutions.title'));
  return (
    <PreparingPage
      title={t('pages.solutions.title')}
      subtitle={t('pages.solutions.subtitle')}
      order={2}
    />
  );
}
