import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { SolutionStep } from '../../features/impact-analysis/components/solution-step';
import {
  useAnalysisSolutions,
  useSelectedSolution,
} from '../../features/impact-analysis/hooks/use-analysis';
import { solutionName, solutionSummary, whyNotSummary } from '../page-context-data';

/** Select Solution (spec part 2 §2); the step resets the analysis and offers Reuse (human). */
export function Component() {
  const { solutions, match } = useAnalysisSolutions();
  const details = match.data?.details;
  const selected = useSelectedSolution();
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.solution'),
    currentPageInstruction:
      'Environmental impact analysis, step Select Solution: the user picks one of the donation solutions (category Reuse (human)) to analyse. Without any, the page says why the surplus cannot be donated (whyNot) and lists the other solutions found instead.',
    availablePageData: {
      whyNot: whyNotSummary(details?.excluded ?? []),
      solutions: details ? solutions.map((s) => solutionSummary(s, details)) : [],
      selectedSolution: selected ? solutionName(selected) : null,
      // What the page offers instead when none is a donation.
      ...(solutions.length === 0 && match.data
        ? {
            otherSolutions: match.data.solutions.map((s) => solutionSummary(s, match.data.details)),
          }
        : {}),
    },
  });
  return <SolutionStep />;
}
