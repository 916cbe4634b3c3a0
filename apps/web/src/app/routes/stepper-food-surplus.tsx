import { useTranslation } from 'react-i18next';
import { FoodSurplusStep } from '../../features/entry-stepper/components/food-surplus-step';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.foodSurplus.title'));
  return <FoodSurplusStep />;
}
