import type { MatchFactors } from '@foodhub/contracts';
import {
  FOOD_USE_HIERARCHY,
  SOLUTION_CATEGORIES,
  TRL_MAX,
  type EndUse,
  type FoodUseLevel,
  type SolutionCategory,
} from '@foodhub/domain';
import type { AcceptedFoodTypes, ExcludedFoodTypes, SolutionQuantity } from '@foodhub/db';
import { naceStartsWith, type BusinessProfile } from './business-profile';
import { safetyExclusion, type SafetyRule } from './safety-rules';
import type { SupplyEstimate } from '@foodhub/domain';
import type { SurplusProfile } from './surplus-profile';

/** The fields of a catalogue solution the engine reads. */
export interface EngineSolution {
  id: string;
  processName: string;
  category: string;
  foodUseHierarchy: string;
  endUse: string;
  acceptsMixedFood: boolean;
  acceptedFoodTypes: AcceptedFoodTypes;
  excludedFoodTypes: ExcludedFoodTypes;
  supplierNaceCodes: string[];
  quantity: SolutionQuantity;
  technologyReadinessLevel: number | null;
  /** The catalogue's order (its authors list the common routes first). */
  sortOrder: number;
}

export interface MatchInput {
  surplus: SurplusProfile;
  business: BusinessProfile;
  supply: SupplyEstimate | null;
  /** Providers of each solution near the user; null when the user's location is unknown. */
  nearbyProviders: Map<string, number> | null;
}

/** How the surplus fits: by name, subgroup, group, as mixed food, or unknown. */
export type SurplusFitKind = 'name' | 'subgroup' | 'group' | 'mixed' | 'unknown';

/** The facts behind a score, for the reasoning text. */
export interface MatchFacts {
  fitKind: SurplusFitKind;
  /** The accepted names, subgroups or groups the surplus met. */
  fitOn: string[];
  /** Share of the surplus's food groups the solution takes (1 when it takes them all). */
  groupCoverage: number;
  businessOn: string[];
  naceOn: string[];
  quantity:
    'fits' | 'at-the-limit' | 'below-minimum' | 'above-maximum' | 'needs-regular-supply' | null;
}

export interface SolutionMatch {
  solution: EngineSolution;
  score: number;
  factors: MatchFactors;
  facts: MatchFacts;
}

export interface Exclusion {
  solutionId: string;
  rule: SafetyRule | 'not-accepted' | 'does-not-fit';
  reason: string;
}

export interface MatchOutcome {
  matches: SolutionMatch[];
  excluded: Exclusion[];
}

/** Points of each factor in a 0-100 score; factors unknown for an input drop out (see score). */
export const MATCH_WEIGHTS = {
  surplusFit: 40,
  hierarchy: 20,
  businessFit: 15,
  maturity: 10,
  quantity: 10,
  nearbyProviders: 10,
} as const;

/** How far the user's location may be from a provider to count as near (km). */
export const NEARBY_RADIUS_KM = 50;
/** At most this many solutions are answered: a list a user reads, best first. */
export const MAX_MATCHES = 15;

const FIT = { name: 1, subgroup: 0.85, group: 0.7, mixed: 0.5 } as const;
// With nothing known about the surplus, broad solutions are the safer proposal.
const UNKNOWN_FIT = { mixed: 0.5, specific: 0.3 } as const;
const BUSINESS_MISMATCH = 0.25;

export function hierarchyValue(level: string): number {
  const index = FOOD_USE_HIERARCHY.indexOf(level as FoodUseLevel);
  return index < 0 ? 0 : 1 - index / FOOD_USE_HIERARCHY.length;
}

const intersect = (values: Iterable<string>, accepted: string[]) => {
  const set = new Set(accepted.map((a) => a.toLowerCase()));
  return [...values].filter((v) => set.has(v.toLowerCase()));
};

function refusal(solution: EngineSolution, surplus: SurplusProfile): string[] {
  const x = solution.excludedFoodTypes;
  return [
    ...intersect(surplus.terms, x.surplus_name),
    ...intersect(surplus.foodSubgroups, x.food_subgroup),
    ...intersect(surplus.foodGroups, x.food_group),
  ];
}

function surplusFit(solution: EngineSolution, surplus: SurplusProfile) {
  const accepted = solution.acceptedFoodTypes;
  const recognised = surplus.terms.size + surplus.foodGroups.size + surplus.foodSubgroups.size > 0;
  const groups = intersect(surplus.foodGroups, accepted.food_group);
  const coverage = surplus.foodGroups.size === 0 ? 1 : groups.length / surplus.foodGroups.size;
  const facts = { fitOn: [] as string[], groupCoverage: coverage };
  if (!recognised) {
    const value = solution.acceptsMixedFood ? UNKNOWN_FIT.mixed : UNKNOWN_FIT.specific;
    return { value, kind: 'unknown' as const, ...facts };
  }
  // A solution that takes only part of a mixed surplus fits it less.
  const partial = (share: number) => 0.6 + 0.4 * share;
  const names = intersect(surplus.terms, accepted.surplus_name);
  if (names.length > 0) return { value: FIT.name, kind: 'name' as const, ...facts, fitOn: names };
  const subgroups = intersect(surplus.foodSubgroups, accepted.food_subgroup);
  if (subgroups.length > 0) {
    const share = subgroups.length / surplus.foodSubgroups.size;
    return {
      value: FIT.subgroup * partial(share),
      kind: 'subgroup' as const,
      fitOn: subgroups,
      groupCoverage: share,
    };
  }
  if (groups.length > 0) {
    return {
      value: FIT.group * partial(coverage),
      kind: 'group' as const,
      ...facts,
      fitOn: groups,
    };
  }
  if (solution.acceptsMixedFood || accepted.food_group.length === 0) {
    return { value: FIT.mixed, kind: 'mixed' as const, ...facts };
  }
  return null;
}

function businessFit(solution: EngineSolution, business: BusinessProfile) {
  if (business.categories.size === 0 && business.naceCodes.length === 0) {
    return { value: null, on: [], nace: [] };
  }
  const on = intersect(business.categories, solution.acceptedFoodTypes.business_category);
  const nace = business.naceCodes.filter((code) =>
    solution.supplierNaceCodes.some((prefix) => naceStartsWith(code, prefix)),
  );
  const value = on.length > 0 || nace.length > 0 ? 1 : BUSINESS_MISMATCH;
  return { value, on, nace };
}

/** How much of a range's width near each edge counts as 'at the limit' (see quantityFit). */
const COMFORT_FACTOR = 2;
const AT_THE_LIMIT = 0.85;

function quantityFit(quantity: SolutionQuantity, supply: SupplyEstimate | null) {
  if (!supply) return { value: null, fact: null };
  const kg = supply.kgPerWeek;
  const { min_kg_per_week: min, max_kg_per_week: max } = quantity;
  if (supply.oneOff && !quantity.one_off_ok) {
    return { value: 0.3, fact: 'needs-regular-supply' as const };
  }
  if (kg < min) {
    return { value: Math.max(0.2, kg / min), fact: 'below-minimum' as const };
  }
  if (max !== null && kg > max) {
    // Several providers can share a large surplus; one alone cannot take it.
    return { value: Math.max(0.5, max / kg), fact: 'above-maximum' as const };
  }
  // Inside the range, an amount close to its limits (below twice the minimum, above half the
  // maximum) suits a little less than one with room on both sides.
  const low = min * COMFORT_FACTOR;
  const high = max === null ? Infinity : max / COMFORT_FACTOR;
  if (min > 0 && kg < low) {
    return {
      value: AT_THE_LIMIT + (1 - AT_THE_LIMIT) * ((kg - min) / (low - min)),
      fact: 'at-the-limit' as const,
    };
  }
  if (max !== null && kg > high) {
    return {
      value: AT_THE_LIMIT + (1 - AT_THE_LIMIT) * ((max - kg) / (max - high)),
      fact: 'at-the-limit' as const,
    };
  }
  return { value: 1, fact: 'fits' as const };
}

export function nearbyValue(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return 0.6;
  if (count === 2) return 0.8;
  return 1;
}

/** Weighted mean of the known factors, as 0-100. */
export function weightedScore(factors: MatchFactors): number {
  const parts: [number | null, number][] = [
    [factors.surplusFit, MATCH_WEIGHTS.surplusFit],
    [factors.hierarchy, MATCH_WEIGHTS.hierarchy],
    [factors.businessFit, MATCH_WEIGHTS.businessFit],
    [factors.maturity, MATCH_WEIGHTS.maturity],
    [factors.quantity, MATCH_WEIGHTS.quantity],
    [factors.nearbyProviders, MATCH_WEIGHTS.nearbyProviders],
  ];
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((100 * sum) / weights);
}

/**
 * Scores every catalogue solution for one surplus: the safety rules and the solution's own
 * refusals first (excluded solutions are left out), then the weighted factors. Deterministic:
 * the same input always gives the same order.
 */
export function matchSolutions(solutions: EngineSolution[], input: MatchInput): MatchOutcome {
  const matches: SolutionMatch[] = [];
  const excluded: Exclusion[] = [];
  for (const solution of solutions) {
    const unsafe = safetyExclusion(solution.endUse as EndUse, input.surplus, input.business);
    if (unsafe) {
      excluded.push({ solutionId: solution.id, ...unsafe });
      continue;
    }
    const refused = refusal(solution, input.surplus);
    if (refused.length > 0) {
      excluded.push({
        solutionId: solution.id,
        rule: 'not-accepted',
        reason: `${solution.processName} does not take ${refused.join(', ')}.`,
      });
      continue;
    }
    const fit = surplusFit(solution, input.surplus);
    if (!fit) {
      excluded.push({
        solutionId: solution.id,
        rule: 'does-not-fit',
        reason: `${solution.processName} takes none of the surplus's food groups.`,
      });
      continue;
    }
    const business = businessFit(solution, input.business);
    const quantity = quantityFit(solution.quantity, input.supply);
    const count = input.nearbyProviders ? (input.nearbyProviders.get(solution.id) ?? 0) : null;
    const trl = solution.technologyReadinessLevel;
    const factors: MatchFactors = {
      surplusFit: fit.value,
      businessFit: business.value,
      hierarchy: hierarchyValue(solution.foodUseHierarchy),
      maturity: trl === null ? 0.5 : Math.min(trl, TRL_MAX) / TRL_MAX,
      quantity: quantity.value,
      nearbyProviders: count === null ? null : nearbyValue(count),
      nearbyProviderCount: count,
    };
    matches.push({
      solution,
      score: weightedScore(factors),
      factors,
      facts: {
        fitKind: fit.kind,
        fitOn: fit.fitOn,
        groupCoverage: fit.groupCoverage,
        businessOn: business.on,
        naceOn: business.nace,
        quantity: quantity.fact,
      },
    });
  }
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
  return { matches: matches.slice(0, MAX_MATCHES), excluded };
}
