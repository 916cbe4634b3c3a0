import type { MatchFactors } from '@foodhub/contracts';
import {
  FOOD_USE_HIERARCHY,
  FOOD_WASTE_GROUP,
  NEARBY_RADIUS_KM,
  TRL_MAX,
  type EndUse,
  type FoodUseLevel,
  type SurplusState,
} from '@foodhub/domain';
import type { AcceptedFoodTypes, ExcludedFoodTypes, SolutionQuantity } from '@foodhub/db';
import { naceStartsWith, type BusinessProfile } from './business-profile';
import { nearbyValue, quantityFit, weightedScore } from './match-factors';
import { rankMatches } from './match-ranking';
import { packedShare, PATHOGEN_TERM, routeExclusion } from './product-rules';
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
  /** The surplus states it takes (SURPLUS_STATES). */
  acceptedStates: string[];
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
  nearbyProviders: ReadonlyMap<string, number> | null;
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
  /** The state of the surplus the route was judged for. */
  state: SurplusState;
}

export interface SolutionMatch {
  solution: EngineSolution;
  score: number;
  factors: MatchFactors;
  facts: MatchFacts;
}

/** Why a route is left out: a safety rule, the state, the solution's own refusals, no fit. */
export type ExclusionRule =
  SafetyRule | 'state-not-accepted' | 'not-for-private-persons' | 'not-accepted' | 'does-not-fit';

export interface Exclusion {
  solution: EngineSolution;
  rule: ExclusionRule;
  /** The foods the solution refuses (not-accepted). */
  refused: string[];
}

export interface MatchOutcome {
  matches: SolutionMatch[];
  excluded: Exclusion[];
  /** True when the engine could not tell what the surplus is: no ranking is pretended. */
  unreadable: boolean;
}

export { MATCH_WEIGHTS, nearbyValue, quantityFit, weightedScore } from './match-factors';

export { NEARBY_RADIUS_KM };

const FIT = { name: 1, subgroup: 0.85, group: 0.7, mixed: 0.45 } as const;
const PET_ROUTES = new Set<string>(['pet_food', 'zoo_animal_feed']);
const BUSINESS_MISMATCH = 0.25;
/**
 * Points below 100 the score of a route tops out at for each hard limit it meets (the amount
 * below its minimum or not the regular supply it needs, not the user's kind of business, no
 * provider near the user): such a route never reads as an excellent match (90 and above), and
 * two limits keep it below 80. Scores below the top are kept, so the order barely changes.
 */
export const HARD_LIMIT_STEP = 10;

/** The score squeezed under the top for its hard limits, keeping the order of high scores. */
export function limitedScore(score: number, limits: number): number {
  if (limits === 0) return score;
  const top = 100 - HARD_LIMIT_STEP * limits - 0.6;
  const knee = top - 1.4;
  if (score <= knee) return score;
  return knee + ((Math.min(score, 100) - knee) * (top - knee)) / (100 - knee);
}
/**
 * A specialised route (not for most food, at most this many food groups, naming its subgroups or
 * surplus) must meet the surplus by name or subgroup: sharing a food group is not enough (an
 * egg-products plant for minced beef, a zoo for pasta).
 */
const SPECIALISED_MAX_GROUPS = 3;
const PRIVATE_PERSON = 'Private Person';
/**
 * Points a route loses for each route listed before it in its category (at most 4 steps): the
 * catalogue lists the common routes of a category first (a food bank before a community fridge),
 * so routes that fit equally well do not tie.
 */
export const PREVALENCE_STEP = 1;
const PREVALENCE_MAX_STEPS = 8;

/** Each solution's place in its category, by the catalogue's order. */
function placeInCategory(solutions: EngineSolution[]): Map<string, number> {
  const seen = new Map<string, number>();
  const place = new Map<string, number>();
  const ordered = [...solutions].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id),
  );
  for (const s of ordered) {
    const n = seen.get(s.category) ?? 0;
    place.set(s.id, n);
    seen.set(s.category, n + 1);
  }
  return place;
}

/**
 * The food-use hierarchy as a factor: people 1, animals 0.8, materials 0.6, energy 0.4, compost
 * 0.2. Turning food into a new food keeps it for people but after giving it away as it is.
 */
export function hierarchyValue(level: string, category?: string): number {
  const index = FOOD_USE_HIERARCHY.indexOf(level as FoodUseLevel);
  if (index < 0) return 0;
  const value = 1 - index / FOOD_USE_HIERARCHY.length;
  return category === 'Upcycling (food)' && level === 'people' ? value - 0.08 : value;
}

const intersect = (values: Iterable<string>, accepted: string[]) => {
  const set = new Set(accepted.map((a) => a.toLowerCase()));
  return [...values].filter((v) => set.has(v.toLowerCase()));
};

/**
 * Words for a condition rather than a food: the state and the safety rules judge them, so a
 * solution's own list of refused foods does not (a user's 'past best-before' outweighs the
 * 'abgelaufen' a donation route refuses).
 */
const CONDITION_NAMES = new Set([
  'expired food',
  'spoiled food',
  'mouldy food',
  'leftovers',
  'plate waste',
  'kitchen waste',
  'food scraps',
  'mixed food waste',
  'buffet leftovers',
  'Expired Food',
  'Mixed Food Waste',
  FOOD_WASTE_GROUP,
]);

function refusal(solution: EngineSolution, surplus: SurplusProfile): string[] {
  const x = solution.excludedFoodTypes;
  return [
    ...intersect(surplus.terms, x.surplus_name),
    ...intersect(surplus.foodSubgroups, x.food_subgroup),
    ...intersect(surplus.foodGroups, x.food_group),
  ].filter((name) => !CONDITION_NAMES.has(name));
}

/** Terms that name a condition or a check, not a food: they say nothing about what it is. */
const CONDITION_TERMS = new Set([
  ...CONDITION_NAMES,
  PATHOGEN_TERM,
  'wrong label',
  'trichinella tested',
  'pet food',
]);
const FOOD_WASTE_SUBGROUPS = new Set([
  'Expired Food',
  'Mixed Food Waste',
  'Production Scraps',
  'Preparation Residues',
]);

/** The surplus is known by more than its food group: a food name or a subgroup. */
function knownBeyondGroup(surplus: SurplusProfile): boolean {
  return (
    [...surplus.terms].some((t) => !CONDITION_TERMS.has(t)) ||
    [...surplus.foodSubgroups].some((s) => !FOOD_WASTE_SUBGROUPS.has(s))
  );
}

function isSpecialised(solution: EngineSolution): boolean {
  const accepted = solution.acceptedFoodTypes;
  return (
    !solution.acceptsMixedFood &&
    accepted.food_group.length <= SPECIALISED_MAX_GROUPS &&
    accepted.food_subgroup.length + accepted.surplus_name.length > 0
  );
}

function surplusFit(solution: EngineSolution, surplus: SurplusProfile) {
  const accepted = solution.acceptedFoodTypes;
  // Pet food is what the routes for pets and zoo animals take, whatever it is made of.
  if (surplus.identity === 'pet_food' && PET_ROUTES.has(solution.endUse)) {
    return { value: FIT.name, kind: 'name' as const, fitOn: ['pet food'], groupCoverage: 1 };
  }
  // Food named with a pathogen, in any of the texts, is what a Category 2 plant takes.
  if (surplus.flags.has('pathogen') && accepted.surplus_name.includes(PATHOGEN_TERM)) {
    return { value: FIT.name, kind: 'name' as const, fitOn: [PATHOGEN_TERM], groupCoverage: 1 };
  }
  const recognised = surplus.terms.size + surplus.foodGroups.size + surplus.foodSubgroups.size > 0;
  if (!recognised) {
    // Only on the user's word that it is food: routes that take most food, nothing specific.
    return solution.acceptsMixedFood
      ? { value: FIT.mixed, kind: 'unknown' as const, fitOn: [] as string[], groupCoverage: 1 }
      : null;
  }
  const groups = intersect(surplus.foodGroups, accepted.food_group);
  const coverage = surplus.foodGroups.size === 0 ? 1 : groups.length / surplus.foodGroups.size;
  const facts = { fitOn: [] as string[], groupCoverage: coverage };
  // A solution that takes only part of a mixed surplus fits it less.
  const partial = (share: number) => 0.6 + 0.4 * share;
  const names = intersect(surplus.terms, accepted.surplus_name);
  if (names.length > 0) return { value: FIT.name, kind: 'name' as const, ...facts, fitOn: names };
  const subgroups = intersect(surplus.foodSubgroups, accepted.food_subgroup);
  // A route that lists neither groups nor subgroups takes only the surplus it names.
  const namesOnly = accepted.food_group.length + accepted.food_subgroup.length === 0;
  if (namesOnly && accepted.surplus_name.length > 0) return null;
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
    if (isSpecialised(solution) && knownBeyondGroup(surplus)) return null;
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

/**
 * A household is offered only the routes that take from households: staff sales, rework in a
 * plant or planning software are for businesses.
 */
function notForPrivatePerson(solution: EngineSolution, business: BusinessProfile): boolean {
  if (!business.categories.has(PRIVATE_PERSON)) return false;
  const listed = solution.acceptedFoodTypes.business_category;
  return ![...business.categories].some((c) => listed.includes(c));
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

/**
 * Scores every catalogue solution for one surplus: the safety rules, the surplus state and the
 * solution's own refusals first (an excluded solution is listed with its rule, never scored),
 * then the weighted factors. Deterministic: the same input always gives the same order.
 */
export function matchSolutions(solutions: EngineSolution[], input: MatchInput): MatchOutcome {
  const matches: SolutionMatch[] = [];
  const excluded: Exclusion[] = [];
  const { surplus } = input;
  const state = surplus.state;
  if (state === null) {
    // Nothing says what the surplus is: ranking routes for it would only pretend.
    return { matches: [], excluded: [], unreadable: true };
  }
  const place = placeInCategory(solutions);
  for (const solution of solutions) {
    const exclude = (rule: ExclusionRule, refused: string[] = []) =>
      excluded.push({ solution, rule, refused });
    const unsafe =
      safetyExclusion(solution.endUse as EndUse, surplus, input.business) ??
      routeExclusion(solution, surplus);
    if (unsafe) {
      // A route to people that would not take this food anyway is listed as not fitting, so that
      // 'Why not donation?' names the routes the hazard closed, not gleaning for minced meat.
      const known = surplus.identity === 'food' && solution.endUse === 'human_food';
      const refusedAnyway = known ? refusal(solution, surplus) : [];
      if (refusedAnyway.length > 0) exclude('not-accepted', refusedAnyway);
      else if (known && !surplusFit(solution, surplus)) exclude('does-not-fit');
      else exclude(unsafe);
      continue;
    }
    if (!solution.acceptedStates.includes(state)) {
      exclude('state-not-accepted');
      continue;
    }
    if (notForPrivatePerson(solution, input.business)) {
      exclude('not-for-private-persons');
      continue;
    }
    const refused = refusal(solution, surplus);
    if (refused.length > 0) {
      exclude('not-accepted', refused);
      continue;
    }
    const fit = surplusFit(solution, surplus);
    if (!fit) {
      exclude('does-not-fit');
      continue;
    }
    const business = businessFit(solution, input.business);
    const quantity = quantityFit(solution.quantity, input.supply);
    const count = input.nearbyProviders ? (input.nearbyProviders.get(solution.id) ?? 0) : null;
    const trl = solution.technologyReadinessLevel;
    const factors: MatchFactors = {
      surplusFit: fit.value * packedShare(solution, surplus),
      businessFit: business.value,
      hierarchy: hierarchyValue(solution.foodUseHierarchy, solution.category),
      maturity: trl === null ? 0.5 : Math.min(trl, TRL_MAX) / TRL_MAX,
      quantity: quantity.value,
      nearbyProviders: count === null ? null : nearbyValue(count),
      nearbyProviderCount: count,
    };
    const steps = Math.min(place.get(solution.id) ?? 0, PREVALENCE_MAX_STEPS);
    const limits = [
      business.value === BUSINESS_MISMATCH,
      quantity.fact === 'below-minimum' || quantity.fact === 'needs-regular-supply',
      count === 0,
    ].filter(Boolean).length;
    matches.push({
      solution,
      score: limitedScore(weightedScore(factors) - PREVALENCE_STEP * steps, limits),
      factors,
      facts: {
        fitKind: fit.kind,
        fitOn: fit.fitOn,
        groupCoverage: fit.groupCoverage,
        businessOn: business.on,
        naceOn: business.nace,
        quantity: quantity.fact,
        state,
      },
    });
  }
  return { matches: rankMatches(matches), excluded, unreadable: false };
}
