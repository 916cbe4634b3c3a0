import type { Solution } from '@foodhub/contracts';
import { ApiError } from '../../../lib/api-client';
import { useSolution } from '../api/get-solution';
import { solutionId, useStepperStore } from '../store';

export type ChosenSolution =
  | { status: 'found'; solution: Solution; score?: number; reasoning?: string }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry(): void };

/**
 * The solution of /solution/:id: the selected one when its id matches, else the one in the
 * found list, else GET /solutions/:id (a reload elsewhere, a shared link). Score and reasoning
 * come from the match details by id, when this browser has them.
 */
export function useChosenSolution(id: string): ChosenSolution {
  const selected = useStepperStore((s) => s.selectedSolution);
  const solutions = useStepperStore((s) => s.solutions);
  const details = useStepperStore((s) => s.solutionDetails);
  const local =
    (selected && solutionId(selected) === id ? selected : undefined) ??
    solutions.find((solution) => solutionId(solution) === id);
  const remote = useSolution(id, { enabled: !local && id !== '' });

  const solution = local ?? remote.data;
  if (solution) {
    return {
      status: 'found',
      solution,
      score: details.scores[id],
      reasoning: details.reasoning[id],
    };
  }
  // 400: not even a well-formed id; 404: unknown. Both are 'no such solution' to the user.
  const status = remote.error instanceof ApiError ? remote.error.status : 0;
  if (id === '' || status === 404 || status === 400) {
    return { status: 'not-found' };
  }
  if (remote.isError) return { status: 'error', retry: () => void remote.refetch() };
  return { status: 'loading' };
}
