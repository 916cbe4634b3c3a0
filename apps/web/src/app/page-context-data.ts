import type { ExcludedSolution } from '@foodhub/contracts';
import { DONATION_CATEGORY, exclusionReasons, FEED_CATEGORY } from '../lib/excluded-reasons';
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

/** One reason the page gives for leaving routes out, with the routes' names. */
export interface ExclusionSummary {
  reason: string;
  safety: boolean;
  routes: string[];
}

/**
 * The page's 'Why not donation?' and 'Why not animal feed?': the reasons the match gave for
 * leaving out the routes of category Reuse (human) and Animal feed, as the page words them
 * (safety rules first). A category without left-out routes is not listed.
 */
export function whyNotSummary(excluded: readonly ExcludedSolution[]): {
  donation?: ExclusionSummary[];
  animalFeed?: ExclusionSummary[];
} {
  const summary = (category: typeof DONATION_CATEGORY) =>
    exclusionReasons(excluded, category).map((r) => ({
      reason: r.reason,
      safety: r.safety,
      routes: r.routes.map((route) => route.process_name),
    }));
  const donation = summary(DONATION_CATEGORY);
  const animalFeed = summary(FEED_CATEGORY);
  return {
    ...(donation.length > 0 ? { donation } : {}),
    ...(animalFeed.length > 0 ? { animalFeed } : {}),
  };
}
