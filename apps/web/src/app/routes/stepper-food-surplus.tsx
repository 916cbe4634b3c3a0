import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { useStepperStore } from '../../stores/stepper-store';
import { FoodSurplusStep } from '../../features/entry-stepper/components/food-surplus-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { productNamesQueryOptions, productsQueryOptions } from '../../api/products';
import { currentLanguage } from '../../lib/i18n';
import { prefetch, signedIn } from '../route-data';

/** The products the surplus field offers: asked for at once, the step shows without waiting. */
export const loader = () =>
  signedIn() ? prefetch(productsQueryOptions(), productNamesQueryOptions(currentLanguage())) : null;

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.foodSurplus.title'));
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  usePageContext({
    currentPageName: t('pages.foodSurplus.title'),
    currentPageInstruction:
      'Step 2 of 3 of the entry stepper: the user describes the food surplus (name, food groups, amount in kg, frequency, seasonality). Find Solutions then matches it to valorisation solutions.',
    availablePageData: { companyProfile, wasteInfo },
  });
  return <FoodSurplusStep />;
}
