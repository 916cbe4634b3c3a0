import {
  FOOD_WASTE_GROUP,
  KITCHEN_BUSINESS_CATEGORIES,
  type BusinessCategory,
  type EndUse,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import type { SurplusProfile } from './surplus-profile';

/**
 * The rules no score, input or AI model can bend: a solution they exclude is left out of the
 * answer, never merely scored low. Each names the law or guidance it follows.
 */
export type SafetyRule =
  | 'food-waste-not-for-people'
  | 'used-oil-not-food-or-feed'
  | 'catering-waste-not-feed'
  | 'animal-products-not-farmed-feed';

export interface SafetyExclusion {
  rule: SafetyRule;
  /** One sentence for the user and the operator. */
  reason: string;
}

const FOR_PEOPLE: EndUse[] = ['human_food'];
const ANY_FEED: EndUse[] = ['farmed_animal_feed', 'pet_food'];
const FARMED_FEED: EndUse[] = ['farmed_animal_feed'];
const COMMERCIAL_KITCHENS: BusinessCategory[] = KITCHEN_BUSINESS_CATEGORIES.filter(
  (c) => c !== 'Private Person',
);

/** Surplus marked as waste, expired or mixed: no longer fit to be offered as food. */
function isFoodWaste(surplus: SurplusProfile): boolean {
  return (
    surplus.foodGroups.has(FOOD_WASTE_GROUP) ||
    surplus.foodSubgroups.has('Expired Food') ||
    surplus.foodSubgroups.has('Mixed Food Waste') ||
    surplus.flags.has('expired') ||
    surplus.flags.has('mixed_waste')
  );
}

/**
 * Catering waste in the sense of Reg. (EC) 1069/2009 Annex I (22): all waste food from
 * restaurants, catering facilities and kitchens, household kitchens included. From a
 * restaurant, caterer or hotel everything counts; from a household the leftovers and dishes do.
 */
function isCateringWaste(surplus: SurplusProfile, business: BusinessProfile): boolean {
  if (surplus.flags.has('kitchen_leftovers')) return true;
  if (COMMERCIAL_KITCHENS.some((c) => business.categories.has(c))) return true;
  return (
    business.categories.has('Private Person') &&
    (surplus.flags.has('prepared_dish') ||
      surplus.flags.has('meat_fish') ||
      surplus.foodSubgroups.has('Preparation Residues') ||
      surplus.flags.has('mixed_waste'))
  );
}

export function safetyExclusion(
  endUse: EndUse,
  surplus: SurplusProfile,
  business: BusinessProfile,
): SafetyExclusion | null {
  if (
    surplus.flags.has('used_cooking_oil') &&
    (FOR_PEOPLE.includes(endUse) || ANY_FEED.includes(endUse))
  ) {
    return {
      rule: 'used-oil-not-food-or-feed',
      reason:
        'Used cooking oil may go neither into food nor into feed (Reg. (EC) 1069/2009: catering ' +
        'waste; feed ban since 2002); it goes to biodiesel or biogas.',
    };
  }
  if (FOR_PEOPLE.includes(endUse) && isFoodWaste(surplus)) {
    return {
      rule: 'food-waste-not-for-people',
      reason:
        'Food marked as waste, expired or mixed is not offered to people again (Reg. (EC) ' +
        '178/2002 art. 14; EU food donation guidelines 2017/C 361/01).',
    };
  }
  if (ANY_FEED.includes(endUse) && isCateringWaste(surplus, business)) {
    return {
      rule: 'catering-waste-not-feed',
      reason:
        'Kitchen and catering leftovers may not be fed to farmed animals, nor made into pet ' +
        'food (Reg. (EC) 1069/2009 art. 11 and Reg. (EU) 142/2011).',
    };
  }
  if (
    FARMED_FEED.includes(endUse) &&
    (surplus.flags.has('meat_fish') ||
      surplus.flags.has('mixed_waste') ||
      surplus.flags.has('prepared_dish'))
  ) {
    return {
      rule: 'animal-products-not-farmed-feed',
      reason:
        'Former foodstuffs with meat or fish, and dishes or mixed waste that may hold them, may ' +
        'not be fed to farmed animals, insects included (Reg. (EC) 999/2001 and 1069/2009; ' +
        'Commission guidelines on former foodstuffs 2018/C 133/02).',
    };
  }
  return null;
}
