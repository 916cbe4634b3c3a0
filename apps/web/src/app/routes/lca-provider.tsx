import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { ProviderStep } from '../../features/impact-analysis/components/provider-step';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { solutionName } from '../page-context-data';

export function Component() {
  const selected = useAnalysisStore((s) => s.selectedSolution);
  const providers = useAnalysisStore((s) => s.providerCompanies);
  const provider = useAnalysisStore((s) => s.selectedProvider);
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.provider'),
    currentPageInstruction:
      'Environmental impact analysis, step Select Provider: the user picks the provider company that will receive the donation.',
    availablePageData: {
      selectedSolution: selected ? solutionName(selected) : null,
      providerCount: providers.length,
      selectedProvider: provider,
    },
  });
  return <ProviderStep />;
}
