import { Navigate } from 'react-router';
import { pathTo } from '../../config/paths';
import { useAnalysisProgress } from '../../features/impact-analysis/hooks/use-analysis';
import { isStepValid, LCA_STEPS } from '../../features/impact-analysis/lib/steps';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { useStepperStore } from '../../stores/stepper-store';

/**
 * /lca-stepper itself (spec part 2 §2): to the first active step that is not done yet, so a
 * return resumes the analysis; a solution chosen since on the details page starts it again at
 * Select Solution.
 */
export function Component() {
  const progress = useAnalysisProgress();
  const chosen = useStepperStore((s) => s.selectedSolutionId);
  const analysed = useAnalysisStore((s) => s.selectedSolutionId);
  const changed = chosen !== null && chosen !== analysed;
  const active = LCA_STEPS.filter((step) => !step.disabled);
  const resume = changed
    ? 'lca-solution'
    : (active.find((step) => !isStepValid(step.route, progress))?.route ?? 'lca-report');
  return <Navigate to={pathTo(resume)} replace />;
}
