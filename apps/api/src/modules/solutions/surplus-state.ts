import {
  FOOD_WASTE_GROUP,
  KITCHEN_BUSINESS_CATEGORIES,
  type BusinessCategory,
  type SurplusState,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import type { FoodTermFlag } from './catalogue-schema';
import type { ConditionCue, CueMatch } from './condition-types';
import type { SurplusKeeping } from './surplus-keeping';
import type { FoodIdentity, StateEvidence, SurplusProfile } from './surplus-profile';

// What a surplus is and in which state, from what the words and answers say (surplus-profile.ts
// reads them): food, pet food or not food, and the state, the worst reading first.

const KITCHENS = new Set<BusinessCategory>(KITCHEN_BUSINESS_CATEGORIES);

function cue(profile: SurplusProfile, ...cues: ConditionCue[]): CueMatch | undefined {
  return profile.cues.find((c) => cues.includes(c.cue));
}

export function identityOf(profile: SurplusProfile, anyTerm: boolean): FoodIdentity {
  if (cue(profile, 'non_food', 'used_oil') || profile.flags.has('non_food')) return 'non_food';
  if (profile.flags.has('used_cooking_oil')) return 'non_food';
  if (cue(profile, 'pet_food') || profile.flags.has('pet_food')) return 'pet_food';
  const groups = [...profile.foodGroups].filter((g) => g !== FOOD_WASTE_GROUP);
  if (anyTerm || groups.length > 0 || profile.foodSubgroups.size > 0) return 'food';
  // 'Knickeier', 'Rohmilch': named as a raw material, so food, if not yet for eating.
  if (cue(profile, 'needs_processing')) return 'food';
  if (profile.foodGroups.has(FOOD_WASTE_GROUP)) return 'food';
  return 'unknown';
}

/**
 * The state the words say, the worst first: whatever makes food unsafe outweighs whatever makes
 * it look fine ('Joghurt, Verbrauchsdatum überschritten' is spoiled, not edible). A date of
 * unknown kind ('abgelaufen') is read as unsafe until the user says it is only best-before.
 */
export function inferState(
  profile: SurplusProfile,
  business: BusinessProfile | null,
  flagWords: Map<FoodTermFlag, string>,
  keeping: SurplusKeeping,
): Pick<SurplusProfile, 'state' | 'stateEvidence'> {
  const wordsOf = (f: FoodTermFlag) => flagWords.get(f) ?? null;
  const found = (
    reason: StateEvidence['reason'],
    words: string | null,
    state: SurplusState,
    answered = false,
  ): Pick<SurplusProfile, 'state' | 'stateEvidence'> => ({
    state,
    stateEvidence: answered ? { reason, words: null, answered } : { reason, words },
  });
  const flag = (f: FoodTermFlag) => profile.flags.has(f);
  const byCue = (state: SurplusState, ...cues: ConditionCue[]) => {
    const c = cue(profile, ...cues);
    return c ? found(c.cue, c.words, state, c.source === 'answer') : null;
  };
  // Dry pasta, biscuits, rice, cans carry only a best-before date: a bare 'expired' is that one.
  const bareExpiry = keeping.bestBeforeOnly ? 'past_best_before' : 'spoiled';
  const byFlag = (state: SurplusState, ...flags: FoodTermFlag[]) => {
    const f = flags.find(flag);
    return f ? found(f, wordsOf(f), state) : null;
  };
  const kitchen = [...(business?.categories ?? [])].some((c) => KITCHENS.has(c));
  const unserved = cue(profile, 'unserved');
  return (
    byCue(
      'spoiled',
      'recalled',
      'past_use_by',
      'cold_chain_broken',
      'toxic',
      'spoiled',
      'time_temperature_abuse',
    ) ??
    byFlag('spoiled', 'spoiled', 'toxic', 'past_use_by') ??
    byCue('inedible', 'used_oil', 'non_food') ??
    byFlag('inedible', 'used_cooking_oil', 'non_food', 'inedible') ??
    byCue('prepared_served', 'served') ??
    byFlag('prepared_served', 'served') ??
    (flag('kitchen_leftovers') && !unserved
      ? found('kitchen_leftovers', wordsOf('kitchen_leftovers'), 'prepared_served')
      : null) ??
    (flag('mixed_waste') ? found('mixed_waste', wordsOf('mixed_waste'), 'spoiled') : null) ??
    // 'MHD abgelaufen' names the date: best-before, not the unknown 'abgelaufen' alone.
    byCue('past_best_before', 'past_best_before') ??
    byCue(bareExpiry, 'past_date') ??
    byFlag(bareExpiry, 'expired') ??
    byCue('by_product', 'needs_processing') ??
    byFlag('by_product', 'needs_processing', 'by_product') ??
    ((flag('prepared_dish') || flag('kitchen_leftovers')) &&
    (kitchen || unserved) &&
    !cue(profile, 'sealed')
      ? found(
          unserved ? 'unserved' : 'prepared_dish',
          unserved?.words || null,
          'prepared_unserved',
          unserved?.source === 'answer',
        )
      : null) ??
    byCue('past_best_before', 'past_best_before') ??
    byFlag('past_best_before', 'past_best_before') ??
    (profile.identity === 'food' || profile.identity === 'pet_food'
      ? found('default', null, 'edible')
      : { state: null, stateEvidence: { reason: 'default', words: null } })
  );
}
