import type { Solution } from '@foodhub/contracts';

/**
 * A solution's id (spec part 1 §3): for vcg.ai solutions `id`, else `solution_id`; for dataset
 * solutions `solution_id`, else `_id`. Routes, match details and the analysis all use it.
 */
export function solutionId(solution: Solution): string {
  const loose = solution as Partial<Record<'id' | 'solution_id' | '_id', unknown>>;
  const order =
    solution.solution_origin === 'vcg.ai'
      ? [loose.id, loose.solution_id]
      : [loose.solution_id, loose._id];
  const found = order.find((value) => typeof value === 'string' && value !== '');
  return typeof found === 'string' ? found : '';
}
