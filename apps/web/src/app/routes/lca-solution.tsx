import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { SolutionStep } from '../../features/impact-analysis/components/solution-step';
import {
  useAnalysisSolutions,
  useSelectedSolution,
} from '../../features/impact-analysis/hooks/use-analysis';
import { solutionName } from '../page-context-data';

/** Select Solution (spec part 2 §2); the step resets the analysis and offers Reuse (human). */
export function Component() {
  const { solutions } = useAnalysisSolutions();
  const selected = useSelectedSolution();
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.solution'),
    currentPageInstruction:
      'Environmental impact analysis, step Select Solution: the user picks one of the donation solutions (category Reuse (human)) to analyse.',
    availablePageData: {
      solutions: solutions.map(solutionName),
      selectedSolution: selected ? solutionName(selected) : null,
    },
  });
  return <SolutionStep />;
}
