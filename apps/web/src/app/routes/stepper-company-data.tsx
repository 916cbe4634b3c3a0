import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { useStepperStore } from '../../stores/stepper-store';
import { CompanyDataStep } from '../../features/entry-stepper/components/company-data-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePrivatePerson } from '../../hooks/use-private-person';
import { naceCodesQueryOptions } from '../../features/entry-stepper/api/get-nace-codes';
import { currentLanguage } from '../../lib/i18n';
import { arrivedPrerendered } from '../../lib/prerendered-arrival';
import { prefetch, signedIn } from '../route-data';

/** The NACE codes the form offers: asked for at once, the step shows without waiting. */
export const loader = () =>
  signedIn() ? prefetch(naceCodesQueryOptions(currentLanguage())) : null;

export function Component() {
  const { t } = useTranslation('common');
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const isPrivate = usePrivatePerson(companyProfile.businessCategory);
  const title = t(isPrivate ? 'pages.companyData.titlePrivate' : 'pages.companyData.title');
  useDocumentTitle(title);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  usePageContext({
    currentPageName: title,
    currentPageInstruction:
      'Step 1 of 3 of the entry stepper: the user enters optional company data (name, address, business category, NACE codes, description). Help them fill it in.',
    availablePageData: { companyProfile, wasteInfo },
  });
  // The page arrived with its frame and the info dialog drawn (src/prerender/): it stays in place.
  return <CompanyDataStep infoWithoutFade={arrivedPrerendered()} />;
}
