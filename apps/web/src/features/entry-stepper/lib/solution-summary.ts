import type { Solution } from '@foodhub/contracts';

/** What the solutions list shows of a solution, whichever its origin (spec part 1 §3). */
export interface SolutionSummary {
  name: string | null;
  category: string | null;
  subcategory: string | null;
  description: string | null;
}

const filled = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function solutionSummary(solution: Solution): SolutionSummary {
  if (solution.solution_origin === 'vcg.ai') {
    return {
      name: filled(solution.processName),
      category: filled(solution.solutionCategory),
      subcategory: filled(solution.solutionSubcategory),
      description: filled(solution.description),
    };
  }
  return {
    name: filled(solution.process_name),
    category: filled(solution.solution_category),
    subcategory: filled(solution.solution_subcategory),
    description: filled(solution.description),
  };
}

/** The first sentence of a reasoning text, for the list (the details page shows it all). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.+?[.!?](?=\s|$)/s.exec(trimmed);
  return match ? match[0] : trimmed;
}

/**
 * Solutions by score, highest first. The sort is stable, so the server's order stays for equal
 * scores, and solutions without a score keep their place after the scored ones.
 */
export function byScore(
  solutions: Solution[],
  scores: Record<string, number>,
  id: (s: Solution) => string,
) {
  const score = (s: Solution) => {
    const value = scores[id(s)];
    return typeof value === 'number' && Number.isFinite(value) ? value : -Infinity;
  };
  return [...solutions].sort((a, b) => score(b) - score(a));
}
