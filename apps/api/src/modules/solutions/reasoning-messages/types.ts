import type { BusinessCategory, FOOD_WASTE_GROUP, FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import type { FoodUseLevel } from '@foodhub/domain';

export type FoodWasteName = typeof FOOD_WASTE_GROUP | (typeof FOOD_WASTE_SUBGROUPS)[number];
export type MaturityStage = 'established' | 'proven' | 'pilot' | 'research';
/** The hazards that close the routes to people and animals, each named in the exclusion. */
export type HazardKind =
  | 'spoiled'
  | 'recalled'
  | 'cold_chain_broken'
  | 'time_temperature_abuse'
  | 'past_use_by'
  | 'past_date'
  | 'toxic'
  | 'mixed_waste';
export type QuantityRange =
  { kind: 'any' } | { kind: 'from'; min: string } | { kind: 'between'; min: string; max: string };

/**
 * Every sentence of the 'Why this solution matches' text in one language. Names and numbers come
 * in already written (lists joined, numbers formatted); `surplus` is the user's own name for the
 * surplus or null ('your surplus'). A language that leaves one out does not compile.
 */
export interface ReasoningMessages {
  /** Joins names: 'a, b and c'. */
  conjunction: string;
  /** A number of kilograms as this language writes it. */
  kg(value: number): string;
  businessCategories: Record<BusinessCategory, string>;
  foodWaste: Record<FoodWasteName, string>;

  fitNameRead(surplus: string | null, readAs: string, fitOn: string): string;
  fitName(fitOn: string): string;
  fitPartial(
    fitOn: string,
    surplus: string | null,
    percent: number,
    kind: 'group' | 'subgroup',
  ): string;
  fitFull(fitOn: string, surplus: string | null, readAs: string | null): string;
  fitMixed(solutionName: string, surplus: string | null): string;
  fitUnrecognised(name: string): string;
  fitNoDetails: string;

  /** The user's own category when it is not among the names: ' ("Bakery")'. */
  statedCategory(stated: string): string;
  businessAndNace(business: string, stated: string, nace: string): string;
  business(business: string, stated: string): string;
  nace(nace: string): string;
  usualSuppliers(categories: string): string;

  hierarchy: Record<FoodUseLevel, string>;
  /** Prevention: before any route in the EU food use hierarchy, and no route for this surplus. */
  hierarchyPrevention: string;
  /** Anaerobic digestion: recycling in the EU food use hierarchy, like composting. */
  hierarchyDigestion: string;
  maturity(trl: number, max: number, stage: string): string;
  maturityStages: Record<MaturityStage, string>;

  amountOneOff(kg: string): string;
  amountWeekly(kg: string, activeMonths: number): string;
  range(range: QuantityRange): string;
  quantityFits(amount: string, range: string): string;
  quantityAtLimit(amount: string, range: string): string;
  quantityBelowMinimum(amount: string, min: string): string;
  quantityAboveMaximum(amount: string, max: string): string;
  quantityNeedsRegularSupply(amount: string): string;

  nearbyNone(radiusKm: number): string;
  nearbySome(count: number, radiusKm: number): string;

  /**
   * Why the routes to people and animals are closed, naming the hazard found and quoting the
   * user's words when they said it ('Its use-by date has passed ("MHD abgelaufen") ...').
   */
  hazard: Record<HazardKind, (words: string | null) => string>;
  /** The state of an unsafe surplus by what was found: 'past its use-by date', 'toxic'. */
  hazardState: Record<HazardKind, string>;
  /** The user chose 'spoiled, recalled or past use-by' as the condition. */
  hazardGiven: string;
  /** Kitchen waste (peelings, trimmings, leftovers from the kitchen) is catering waste, not served food. */
  kitchenWaste: {
    /** Its name as a state: 'kitchen and catering waste'. */
    state: string;
    /** Why it goes to energy or soil only. */
    deciding: string;
    /** Why it goes neither to people nor into feed. */
    excluded(words: string | null): string;
  };
}

/** A number with at most one decimal below 10 and none above, in a language's own notation. */
export function localKg(locale: string): (value: number) => string {
  return (value) =>
    (value < 10 ? Math.round(value * 10) / 10 : Math.round(value)).toLocaleString(locale, {
      maximumFractionDigits: 1,
    });
}
