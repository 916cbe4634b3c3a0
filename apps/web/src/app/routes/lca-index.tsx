import { Navigate } from 'react-router';
import { useStepperStore } from '../../features/entry-stepper/store';
import { solutionId } from '../../lib/solution-id';
import { isStepValid, LCA_STEPS } from '../../features/impact-analysis/lib/steps';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { pathTo } from '../../config/paths';

/**
 * /lca-stepper itself (spec part 2 §2): to the first active step that is not done yet, so a
 * return resumes the analysis; a solution chosen since on the details page starts it again at
 * Select Solution.
 */
export function Component() {
  const analysis = useAnalysisStore.getState();
  const chosen = useStepperStore.getState().selectedSolution;
  const analysed = analysis.selectedSolution;
  const changed = chosen && (!analysed || solutionId(chosen) !== solutionId(analysed));
  const active = LCA_STEPS.filter((step) => !step.disabled);
  const resume = changed
    ? 'lca-solution'
    : (active.find((step) => !isStepValid(step.route, analysis))?.route ?? 'lca-report');
  return <Navigate to={pathTo(resume)} replace />;
}
