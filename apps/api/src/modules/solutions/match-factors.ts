import type { MatchFactors } from '@foodhub/contracts';
import type { SupplyEstimate } from '@foodhub/domain';
import type { SolutionQuantity } from '@foodhub/db';

// The factors of a route's score that do not depend on the surplus itself (matching-engine.ts):
// how the amount suits the route, providers nearby, and their weighted mean.

/** Points of each factor in a 0-100 score; factors unknown for an input drop out (see score). */
export const MATCH_WEIGHTS = {
  surplusFit: 40,
  hierarchy: 20,
  businessFit: 15,
  maturity: 10,
  quantity: 15,
  nearbyProviders: 10,
} as const;

/** Share of the score kept when the amount is an order of magnitude off what the route takes. */
const MAGNITUDE_MISMATCH_KEEP = 0.85;

// Open ends of a range, for placing an amount inside it on a log scale.
const SMALLEST_KG = 0.5;
const LARGEST_KG = 1_000_000;
/** The most an amount inside the range loses for lying at its very edge. */
const EDGE_COST = 0.12;

/**
 * How well the amount suits the route, on a log scale: an amount ten times below the minimum
 * is worth 0.2, one at the edge of the range a little less than one in its middle (so routes
 * with different ranges do not tie), several times above the maximum less as providers must
 * share it.
 */
export function quantityFit(quantity: SolutionQuantity, supply: SupplyEstimate | null) {
  if (!supply) return { value: null, fact: null };
  const kg = Math.max(supply.kgPerWeek, 0.01);
  const { min_kg_per_week: min, max_kg_per_week: max } = quantity;
  if (supply.oneOff && !quantity.one_off_ok) {
    return { value: 0.4, fact: 'needs-regular-supply' as const };
  }
  if (kg < min) {
    return {
      value: Math.max(0, 1 - 0.8 * Math.log10(min / kg)),
      fact: 'below-minimum' as const,
    };
  }
  if (max !== null && kg > max) {
    return {
      value: Math.max(0, 1 - 0.6 * Math.log10(kg / max)),
      fact: 'above-maximum' as const,
    };
  }
  const low = Math.log(Math.max(min, SMALLEST_KG));
  const high = Math.log(max ?? LARGEST_KG);
  const t = high > low ? (Math.log(Math.max(kg, SMALLEST_KG)) - low) / (high - low) : 0.5;
  const edge = Math.abs(2 * Math.min(1, Math.max(0, t)) - 1);
  const value = 1 - EDGE_COST * edge * edge;
  return { value, fact: value < 0.95 ? ('at-the-limit' as const) : ('fits' as const) };
}

/** Real providers near the user: a bonus when there are some; nothing known when there are none. */
export function nearbyValue(count: number): number | null {
  if (count <= 0) return null;
  if (count === 1) return 0.6;
  if (count === 2) return 0.8;
  return 1;
}

/** Weighted mean of the known factors, as 0-100 with one decimal. */
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
  if (weights === 0) return 0;
  let score = (100 * sum) / weights;
  if (factors.quantity !== null && factors.quantity < 0.3) score *= MAGNITUDE_MISMATCH_KEEP;
  return score;
}
