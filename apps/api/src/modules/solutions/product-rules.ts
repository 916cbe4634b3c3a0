import type { EndUse } from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import type { EngineSolution } from './matching-engine';
import type { SafetyRule } from './safety-rules';
import type { SurplusProfile } from './surplus-profile';

/**
 * Rules for particular products, beside the general safety rules. `productExclusion` works on
 * the end use of a route to people or animals (safetyExclusion calls it after the general rules);
 * `routeExclusion` works on the route itself, whatever its end use: what a route takes (a dairy
 * takes raw milk, a plant that pressure-sterilises takes Category 2 material) decides there.
 */

/** The name of the term a route lists when it takes food contaminated with a pathogen. */
export const PATHOGEN_TERM = 'pathogen contamination';
/** The name of the term a route lists when it takes raw milk (a dairy, a cheese maker). */
export const RAW_MILK_TERM = 'raw milk';

/** Food groups of plant food; a feed route that takes only these takes plant food only. */
const PLANT_GROUPS = new Set(['Fruits, vegetables, legumes and oilseeds', 'Cereal products']);
/** Food groups that are or may hold animal products. */
const ANIMAL_GROUPS = new Set([
  'Meat, eggs and fish',
  'Milk and dairy products',
  'Starters and mixed dishes',
  'Baby food',
]);
const FEED: readonly EndUse[] = ['farmed_animal_feed', 'pet_food', 'zoo_animal_feed'];

const hasCue = (surplus: SurplusProfile, ...cues: string[]) =>
  surplus.cues.some((c) => cues.includes(c.cue));

/** Any date on it has passed: best-before, use-by, or a date of unknown kind. */
function pastAnyDate(surplus: SurplusProfile): boolean {
  return (
    surplus.state === 'past_best_before' ||
    surplus.state === 'spoiled' ||
    surplus.flags.has('expired') ||
    surplus.flags.has('past_best_before') ||
    surplus.flags.has('past_use_by') ||
    hasCue(surplus, 'past_date', 'past_best_before', 'past_use_by')
  );
}

/** Raw milk as it is: not a raw-milk cheese, butter or other product made of it. */
function isRawMilk(surplus: SurplusProfile): boolean {
  return (
    surplus.flags.has('raw_milk') && [...surplus.foodSubgroups].every((sub) => sub === 'Milks')
  );
}

const takesByName = (route: EngineSolution, term: string) =>
  route.acceptedFoodTypes.surplus_name.some((n) => n.toLowerCase() === term);

/** A route for animals that takes plant food only (the winter feeding of deer, fruit for pigs). */
function takesPlantsOnly(route: EngineSolution): boolean {
  const groups = route.acceptedFoodTypes.food_group;
  return (
    FEED.includes(route.endUse as EndUse) &&
    !route.acceptsMixedFood &&
    groups.length > 0 &&
    groups.every((g) => PLANT_GROUPS.has(g))
  );
}

function mayHoldAnimalProducts(surplus: SurplusProfile): boolean {
  return (
    surplus.identity === 'pet_food' ||
    surplus.flags.has('meat_fish') ||
    surplus.flags.has('prepared_dish') ||
    surplus.flags.has('kitchen_leftovers') ||
    surplus.flags.has('mixed_waste') ||
    hasCue(surplus, 'with_meat', 'pet_food') ||
    [...surplus.foodGroups].some((g) => ANIMAL_GROUPS.has(g))
  );
}

/**
 * The first rule that closes this end use (people or animals) to this product, or null when
 * none does.
 */
export function productExclusion(
  endUse: EndUse,
  surplus: SurplusProfile,
  _business: BusinessProfile,
): SafetyRule | null {
  const flag = (f: Parameters<SurplusProfile['flags']['has']>[0]) => surplus.flags.has(f);
  // Reg. (EU) 2015/1375: meat of wild boar, bears and badgers is food only after a Trichinella
  // test; untested it is neither food nor feed.
  if (flag('trichinella_host') && !flag('trichinella_tested')) return 'trichinella-untested-game';
  // Reg. (EU) 609/2013: formula, baby food and medical foods reach people only within any date.
  if (endUse === 'human_food' && flag('specific_groups_food') && pastAnyDate(surplus)) {
    return 'specific-groups-food-past-date';
  }
  if (endUse === 'farmed_animal_feed' && isRawMilk(surplus)) return 'raw-milk-to-dairy-only';
  const harmfulToAll = flag('harmful_to_animals');
  if (endUse === 'pet_food') {
    const meal =
      flag('prepared_dish') || flag('kitchen_leftovers') || surplus.state === 'prepared_unserved';
    if (harmfulToAll || flag('harmful_to_pets') || meal) return 'harmful-to-pets';
  }
  if (endUse === 'zoo_animal_feed' && harmfulToAll) return 'harmful-to-pets';
  return null;
}

/**
 * The first rule that closes this route to this product by what the route itself takes, or
 * null when none does (the matching engine asks it for every route).
 */
export function routeExclusion(route: EngineSolution, surplus: SurplusProfile): SafetyRule | null {
  const endUse = route.endUse as EndUse;
  if (endUse === 'prevention') return null;
  // Reg. (EC) 1069/2009 art. 9 and 13: food recalled for a pathogen is Category 2 material, for
  // plants that pressure-sterilise or render it first, never for ordinary compost or biogas.
  if (surplus.flags.has('pathogen') && !takesByName(route, PATHOGEN_TERM)) {
    return 'pathogen-category-2';
  }
  // Raw milk goes to a dairy that heat-treats it, never as it is to people (Reg. (EC) 853/2004).
  if (endUse === 'human_food' && isRawMilk(surplus) && !takesByName(route, RAW_MILK_TERM)) {
    return 'raw-milk-to-dairy-only';
  }
  if (takesPlantsOnly(route) && mayHoldAnimalProducts(surplus)) return 'plant-feed-only';
  return null;
}

/** Share of its fit a compost route keeps for packed food: the packs must come off first. */
export const PACKED_TO_COMPOST = 0.8;

/**
 * The words say the food is in packs: sealed, closed, dented or torn ones. Only the words: an
 * answer to the packaging question does not move the ranking (it decides the checks).
 */
export function isPacked(surplus: SurplusProfile): boolean {
  return surplus.cues.some(
    (c) =>
      c.source !== 'answer' &&
      ['sealed', 'packaging_damaged', 'packaging_breached'].includes(c.cue),
  );
}

/**
 * How much of its fit a route keeps for the surplus as it is packed: composting takes no tins,
 * jars or film (packed goods go through a depackaging plant first), so for packed food a compost
 * route keeps PACKED_TO_COMPOST of it; every other route keeps all of it.
 */
export function packedShare(route: EngineSolution, surplus: SurplusProfile): number {
  return route.endUse === 'soil' && isPacked(surplus) ? PACKED_TO_COMPOST : 1;
}
