import {
  FOOD_USE_HIERARCHY,
  SOLUTION_CATEGORIES,
  type FoodUseLevel,
  type SolutionCategory,
} from '@foodhub/domain';
import type { SolutionMatch } from './matching-engine';

/**
 * The order of the scored routes (the matching engine scores each route alone; these rules look
 * at the routes together): the food-use hierarchy between them, prevention beside the routes,
 * variety in the first three, and at most MAX_MATCHES answered.
 */

/** At most this many solutions are answered: a list a user reads, best first. */
export const MAX_MATCHES = 15;
/** Points a route loses for each level of the food-use hierarchy below the best route that fits. */
export const HIERARCHY_STEP_PENALTY = 3;
/** A route of another category this close to the third place takes it (variety in the top 3). */
export const VARIETY_MARGIN = 4;

/** The scored routes in the order they are answered, their scores rounded. */
export function rankMatches(matches: SolutionMatch[]): SolutionMatch[] {
  applyHierarchyGap(matches);
  keepPreventionBeside(matches);
  for (const m of matches) m.score = Math.round(m.score);
  // Equal scores: higher in the food-use hierarchy first, then food as it is before food made
  // into something new (the category order), then the catalogue's own order.
  const categoryRank = (m: SolutionMatch) => {
    const index = SOLUTION_CATEGORIES.indexOf(m.solution.category as SolutionCategory);
    return index < 0 ? SOLUTION_CATEGORIES.length : index;
  };
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      b.factors.hierarchy - a.factors.hierarchy ||
      categoryRank(a) - categoryRank(b) ||
      a.solution.sortOrder - b.solution.sortOrder ||
      a.solution.id.localeCompare(b.solution.id),
  );
  return withVariety(matches).slice(0, MAX_MATCHES);
}

/**
 * Variety in the first three: when they are all of one category and the best route of another
 * category scores within VARIETY_MARGIN points of the third, it moves up to share the third place
 * (same score, listed first; screens order by score and keep the answer's order for equal ones).
 */
function withVariety(sorted: SolutionMatch[]): SolutionMatch[] {
  const [first, second, third] = sorted;
  if (!first || !second || !third) return sorted;
  const category = first.solution.category;
  if (second.solution.category !== category || third.solution.category !== category) return sorted;
  const other = sorted.slice(3).find((m) => m.solution.category !== category);
  // Never a new tie at the top: the third place only.
  if (!other || third.score - other.score > VARIETY_MARGIN || third.score >= first.score) {
    return sorted;
  }
  other.score = third.score;
  return [first, second, other, ...sorted.slice(2).filter((m) => m !== other)];
}

/** Points a prevention route stays below the best route that takes the surplus. */
export const PREVENTION_BELOW_BEST = 6;

/**
 * Prevention (planning, portions) is advice beside the routes, never instead of them: while any
 * route takes the surplus, a prevention route scores at least PREVENTION_BELOW_BEST points below
 * the best of them, and below the third, so the first three places stay with the routes.
 */
function keepPreventionBeside(matches: SolutionMatch[]) {
  const routes = matches
    .filter((m) => m.solution.endUse !== 'prevention')
    .map((m) => m.score)
    .sort((a, b) => b - a);
  const [best] = routes;
  if (best === undefined) return;
  const third = routes[2] ?? routes[routes.length - 1] ?? best;
  const cap = Math.min(best - PREVENTION_BELOW_BEST, third - 1);
  for (const m of matches) {
    if (m.solution.endUse === 'prevention') m.score = Math.max(0, Math.min(m.score, cap));
  }
}

/**
 * The food-use hierarchy between routes: a route lower than the best route that fits the surplus
 * by name, subgroup or group loses points for each level between them (composting bread that a
 * food bank takes is worse than composting peelings nobody can eat).
 */
function applyHierarchyGap(matches: SolutionMatch[]) {
  const level = (m: SolutionMatch) =>
    FOOD_USE_HIERARCHY.indexOf(m.solution.foodUseHierarchy as FoodUseLevel);
  const fitting = matches.filter((m) => m.facts.fitKind !== 'mixed').map(level);
  if (fitting.length === 0) return;
  const best = Math.min(...fitting);
  for (const m of matches) {
    const gap = level(m) - best;
    if (gap > 0) m.score = Math.max(0, m.score - HIERARCHY_STEP_PENALTY * gap);
  }
}
