import { useTranslation } from 'react-i18next';
import { DevView } from '../../features/dev-view/dev-view';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { componentNames } from '../component-names';

export function Component() {
  const { t } = useTranslation('dev');
  useDocumentTitle(t('title'));
  return <DevView componentNames={componentNames} />;
}
