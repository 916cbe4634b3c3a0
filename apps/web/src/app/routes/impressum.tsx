import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../components/preparing-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.impressum.title'));
  return <PreparingPage title={t('pages.impressum.title')} />;
}
