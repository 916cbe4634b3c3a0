import type { SolutionView } from '../lib/solution-view';

/**
 * What the pages tell the chatbot they show (spec part 1 §3 'Page context'): small summaries
 * built in the app's route modules, where the features' data meet.
 */

export interface SolutionSummary {
  name: string;
  score: number | null;
  reasoning: string | null;
  category: string | null;
}

export function solutionName(solution: SolutionView): string {
  return solution.name ?? 'Unnamed Solution';
}

export function solutionSummary(
  solution: SolutionView,
  details: { scores: Record<string, number>; reasoning: Record<string, string> },
): SolutionSummary {
  const score = details.scores[solution.id];
  const reasoning = details.reasoning[solution.id];
  return {
    name: solutionName(solution),
    score: typeof score === 'number' ? score : null,
    reasoning: reasoning?.trim() ? reasoning : null,
    category: solution.category,
  };
}
