import type { ConditionCheck } from '@foodhub/domain';
import { useMatch } from '../../api/match';
import { ApiError } from '../../lib/api-client';
import { SolutionView } from '../../lib/solution-view';
import { useSolution } from './api/get-solution';

export type ChosenSolution =
  | {
      status: 'found';
      solution: SolutionView;
      score?: number;
      reasoning?: string;
      /** The checks the route holds after, in the match of the entries (none: as it is). */
      checks?: ConditionCheck[];
    }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry(): void };

/**
 * The solution of /solution/:id: the one in the match of the stepper's entries, else
 * GET /solutions/:id (a reload elsewhere, a shared link). Score and reasoning come from the
 * match details by id, when this browser has them.
 */
export function useChosenSolution(id: string): ChosenSolution {
  const match = useMatch({ enabled: false }).data;
  const local = match?.find(id);
  const remote = useSolution(id, { enabled: !local && id !== '' });

  const solution = local ?? (remote.data ? new SolutionView(remote.data) : undefined);
  if (solution) {
    return {
      status: 'found',
      solution,
      score: match?.details.scores[id],
      reasoning: match?.details.reasoning[id],
      checks: match?.details.conditions[id],
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
