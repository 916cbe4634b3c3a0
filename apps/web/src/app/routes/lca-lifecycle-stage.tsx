import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { LifecycleStageStep } from '../../features/impact-analysis/components/lifecycle-stage-step';
import { useAnalysisStore } from '../../features/impact-analysis/store';

export function Component() {
  const lifecycleStage = useAnalysisStore((s) => s.lifecycleStage);
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.lifecycleStage'),
    currentPageInstruction:
      'Environmental impact analysis, lifecycle stage step: where in the food value chain the surplus arises. The step is not used by the report yet.',
    availablePageData: { lifecycleStage },
  });
  return <LifecycleStageStep />;
}
