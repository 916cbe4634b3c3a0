import {
  KITCHEN_BUSINESS_CATEGORIES,
  type BusinessCategory,
  type EndUse,
  type SafetyRule,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import { productExclusion } from './product-rules';
import { HAZARD_CUES } from './surplus-condition';
import type { SurplusProfile } from './surplus-profile';

export { SAFETY_RULES, type SafetyRule } from '@foodhub/domain';

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
    hasCue(surplus, 'time_temperature_abuse') ||
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
  if (PEOPLE.includes(endUse) && hasCue(surplus, 'packaging_breached')) {
    return 'packaging-not-intact-not-for-people';
  }
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
