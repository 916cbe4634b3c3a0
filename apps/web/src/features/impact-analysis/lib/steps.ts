import { routePaths, type RouteName } from '../../../config/paths';
import type { TransportResponse } from '@foodhub/contracts';
import type { ProviderView } from '../../../lib/providers/provider-view';
import type { SolutionView } from '../../../lib/solution-view';

/** The analysis steps in order (spec part 2 §2); the lifecycle stage is shown but disabled. */
export const LCA_STEPS = [
  { route: 'lca-lifecycle-stage', label: 'stepper.steps.lifecycleStage', disabled: true },
  { route: 'lca-solution', label: 'stepper.steps.solution', disabled: false },
  { route: 'lca-provider', label: 'stepper.steps.provider', disabled: false },
  { route: 'lca-transport', label: 'stepper.steps.transport', disabled: false },
  { route: 'lca-report', label: 'stepper.steps.report', disabled: false },
] as const satisfies readonly { route: RouteName; label: string; disabled: boolean }[];

export type LcaStepRoute = (typeof LCA_STEPS)[number]['route'];

/** The step of a path; -1 when it is none of them (the index route). */
export function lcaStepIndexOf(pathname: string): number {
  const path = pathname.replace(/\/+$/, '');
  return LCA_STEPS.findIndex((step) => routePaths[step.route] === path);
}

/** The first step the user can take: where /lca-stepper sends them (spec part 2 §2). */
export function firstActiveStep(): LcaStepRoute {
  return LCA_STEPS.find((step) => !step.disabled)?.route ?? 'lca-solution';
}

/**
 * Next is enabled when the step is valid (spec part 2 §4): a lifecycle stage chosen, a solution
 * selected, a provider selected, a transport result present; the report is always valid.
 */
export interface AnalysisProgress {
  lifecycleStage: string | null;
  solution: SolutionView | null;
  provider: ProviderView | null;
  transportResult: TransportResponse | null;
}

export function isStepValid(route: LcaStepRoute, data: AnalysisProgress): boolean {
  switch (route) {
    case 'lca-lifecycle-stage':
      return data.lifecycleStage !== null;
    case 'lca-solution':
      return data.solution !== null;
    case 'lca-provider':
      return data.provider !== null;
    case 'lca-transport':
      return data.transportResult !== null;
    case 'lca-report':
      return true;
  }
}
