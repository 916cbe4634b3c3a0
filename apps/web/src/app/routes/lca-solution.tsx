import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';

import { matchSolutions } from '../../features/entry-stepper/api/match-solutions';
import { useStepperStore } from '../../features/entry-stepper/store';
import { SolutionStep } from '../../features/impact-analysis/components/solution-step';
import { solutionId } from '../../lib/solution-id';
import { isReuseHuman, useAnalysisStore } from '../../features/impact-analysis/store';
import { solutionName } from '../page-context-data';

/**
 * Select Solution (spec part 2 §2): entering resets the analysis, matches the stepper's entries
 * and keeps the solutions of category Reuse (human); the solution chosen on the details page is
 * preselected when it is one of them. A failed match gives an empty list (spec part 2 §8).
 */
export function Component() {
  const solutions = useAnalysisStore((s) => s.solutions);
  const selected = useAnalysisStore((s) => s.selectedSolution);
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
  useEffect(() => {
    const analysis = useAnalysisStore.getState();
    analysis.resetAnalysis();
    analysis.setLoading('isLoadingSolutions', true);
    const controller = new AbortController();
    const { companyProfile, wasteInfo, selectedSolution } = useStepperStore.getState();
    matchSolutions({ companyProfile, wasteInfo, signal: controller.signal })
      .then((answer) => {
        const solutions = answer.solutions.filter(isReuseHuman);
        const chosenId = selectedSolution ? solutionId(selectedSolution) : null;
        const preselected = solutions.find((s) => solutionId(s) === chosenId) ?? null;
        useAnalysisStore.getState().set({ solutions });
        if (preselected) useAnalysisStore.getState().selectSolution(preselected);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Matching for the analysis failed', error);
        useAnalysisStore.getState().set({ solutions: [] });
      })
      .finally(() => {
        if (!controller.signal.aborted) {
          useAnalysisStore.getState().setLoading('isLoadingSolutions', false);
        }
      });
    return () => {
      controller.abort();
      useAnalysisStore.getState().setLoading('isLoadingSolutions', false);
    };
  }, []);
  const chosen = useStepperStore((s) => s.selectedSolution);
  return <SolutionStep chosenElsewhere={chosen && !isReuseHuman(chosen) ? chosen : null} />;
}
