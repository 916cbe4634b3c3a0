import type { ExcludedSolution } from '@foodhub/contracts';
import type { SolutionCategory } from '@foodhub/domain';

/** The category of the routes that give food to people: what 'donation' means in the tool. */
export const DONATION_CATEGORY: SolutionCategory = 'Reuse (human)';
export const FEED_CATEGORY: SolutionCategory = 'Animal feed';

/** One reason the matching gave for leaving routes out, with the routes it left out for it. */
export interface ExclusionReason {
  reason: string;
  /** A safety rule (law and guidance), not a question of fit. */
  safety: boolean;
  routes: ExcludedSolution[];
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/**
 * Why the routes of a category were left out: their reasons as the answer words them, each once,
 * the safety rules first, otherwise in the answer's order. Empty when none was left out.
 */
export function exclusionReasons(
  excluded: readonly ExcludedSolution[],
  category: SolutionCategory,
): ExclusionReason[] {
  const byReason = new Map<string, ExclusionReason>();
  for (const route of excluded) {
    if (!sameCategory(route.solution_category, category)) continue;
    const known = byReason.get(route.reason);
    if (known) known.routes.push(route);
    else
      byReason.set(route.reason, { reason: route.reason, safety: route.safety, routes: [route] });
  }
  const reasons = [...byReason.values()];
  return [...reasons.filter((r) => r.safety), ...reasons.filter((r) => !r.safety)];
}
