import { useTranslation } from 'react-i18next';
import { FoodSurplusPreview } from '../../features/entry-stepper/components/food-surplus-preview';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.foodSurplus.title'));
  return <FoodSurplusPreview />;
}
