import { KITCHEN_BUSINESS_CATEGORIES, type BusinessCategory, type EndUse } from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import { productExclusion } from './product-rules';
import { HAZARD_CUES } from './surplus-condition';
import type { SurplusProfile } from './surplus-profile';

/**
 * The rules no score, input or AI model can bend. They work on what the surplus is and where a
 * route sends it (its end use), not on lists of foods per solution, and they fail closed: a route
 * to people or animals is open only when the engine has read the surplus as safe for it. A
 * solution they exclude is left out of the ranking and listed with its reason.
 */
export const SAFETY_RULES = [
  /** The engine cannot tell what the surplus is: not proposed to people or animals. */
  'not-known-as-food',
  /** Not food at all (flowers, grease, cleaning agents). */
  'not-food',
  /** Pet food is not food for people, nor feed for farmed animals. */
  'pet-food-not-for-people',
  /** Spoiled, mouldy, recalled, outside its cold chain, past its use-by date or toxic. */
  'unsafe-not-food-or-feed',
  /** Used frying or cooking oil. */
  'used-oil-not-food-or-feed',
  /** Food that was served to guests (plate waste). */
  'served-not-food-or-feed',
  /** Catering and kitchen waste never goes into feed (Reg. (EC) 1069/2009 art. 11). */
  'catering-waste-not-feed',
  /** Meat, fish or dishes that may hold them never go to farmed animals (TSE rules). */
  'animal-products-not-farmed-feed',
] as const;
export type SafetyRule = (typeof SAFETY_RULES)[number];

const PEOPLE: readonly EndUse[] = ['human_food'];
const FEED: readonly EndUse[] = ['farmed_animal_feed', 'pet_food', 'zoo_animal_feed'];
const PEOPLE_OR_FEED: readonly EndUse[] = [...PEOPLE, ...FEED];
const COMMERCIAL_KITCHENS: readonly BusinessCategory[] = KITCHEN_BUSINESS_CATEGORIES.filter(
  (c) => c !== 'Private Person',
);

const hasCue = (surplus: SurplusProfile, ...cues: string[]) =>
  surplus.cues.some((c) => cues.includes(c.cue));

/** Whatever makes food unsafe, named in the words or the tags, whatever state was chosen. */
function isUnsafe(surplus: SurplusProfile): boolean {
  return (
    hasCue(surplus, ...HAZARD_CUES.filter((c) => c !== 'used_oil' && c !== 'non_food')) ||
    surplus.flags.has('spoiled') ||
    surplus.flags.has('toxic') ||
    surplus.flags.has('past_use_by') ||
    surplus.state === 'spoiled'
  );
}

function isServed(surplus: SurplusProfile): boolean {
  return (
    hasCue(surplus, 'served') || surplus.flags.has('served') || surplus.state === 'prepared_served'
  );
}

/**
 * Catering waste in the sense of Reg. (EC) 1069/2009 Annex I (22): all waste food from
 * restaurants, catering facilities and kitchens, household kitchens included. From a
 * restaurant, caterer or hotel everything counts; from a household the leftovers and dishes do.
 */
function isCateringWaste(surplus: SurplusProfile, business: BusinessProfile): boolean {
  if (surplus.flags.has('kitchen_leftovers') || surplus.flags.has('served')) return true;
  if (surplus.state === 'prepared_unserved' || surplus.state === 'prepared_served') return true;
  if (COMMERCIAL_KITCHENS.some((c) => business.categories.has(c))) return true;
  return (
    business.categories.has('Private Person') &&
    (surplus.flags.has('prepared_dish') ||
      surplus.flags.has('meat_fish') ||
      surplus.foodSubgroups.has('Preparation Residues') ||
      surplus.flags.has('mixed_waste'))
  );
}

function mayHoldAnimalProducts(surplus: SurplusProfile): boolean {
  return (
    surplus.flags.has('meat_fish') ||
    surplus.flags.has('mixed_waste') ||
    surplus.flags.has('prepared_dish') ||
    hasCue(surplus, 'with_meat')
  );
}

/** The first rule that closes this end use to the surplus, or null when none does. */
export function safetyExclusion(
  endUse: EndUse,
  surplus: SurplusProfile,
  business: BusinessProfile,
): SafetyRule | null {
  if (!PEOPLE_OR_FEED.includes(endUse)) return null;
  if (hasCue(surplus, 'used_oil') || surplus.flags.has('used_cooking_oil')) {
    return 'used-oil-not-food-or-feed';
  }
  if (surplus.identity === 'non_food') return 'not-food';
  if (isUnsafe(surplus)) return 'unsafe-not-food-or-feed';
  if (isServed(surplus)) return 'served-not-food-or-feed';
  const product = productExclusion(endUse, surplus, business);
  if (product) return product;
  if (surplus.identity === 'pet_food') {
    return endUse === 'pet_food' || endUse === 'zoo_animal_feed' ? null : 'pet-food-not-for-people';
  }
  if (surplus.identity === 'unknown') {
    // People only on the user's own word that it is food in a state fit for them.
    const vouched = surplus.stateSource === 'user' && PEOPLE.includes(endUse);
    if (!vouched) return 'not-known-as-food';
  }
  if (FEED.includes(endUse) && isCateringWaste(surplus, business)) {
    return 'catering-waste-not-feed';
  }
  if (endUse === 'farmed_animal_feed' && mayHoldAnimalProducts(surplus)) {
    return 'animal-products-not-farmed-feed';
  }
  return null;
}
