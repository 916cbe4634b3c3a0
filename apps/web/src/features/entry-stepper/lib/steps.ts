import { routePaths } from '../../../config/paths';

/** The three steps of the entry stepper, in order (spec part 1 §2 'Entry stepper'). */
export const STEPS = [
  { route: 'company-data', label: 'steps.companyData' },
  { route: 'food-surplus', label: 'steps.foodSurplus' },
  { route: 'solutions', label: 'steps.solutions' },
] as const;

export type StepRoute = (typeof STEPS)[number]['route'];

/** The step index 0..2 follows the route (spec part 1 §4); an unknown path counts as step 1. */
export function stepIndexOf(pathname: string): number {
  const path = pathname.replace(/\/+$/, '');
  const index = STEPS.findIndex((step) => routePaths[step.route] === path);
  return Math.max(0, index);
}
