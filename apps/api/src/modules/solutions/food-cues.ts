import { FOOD_WASTE_GROUP } from '@foodhub/domain';
import { readKeeping } from './surplus-keeping';
import type { ConditionCue, CueMatch } from './condition-types';
import type { SurplusProfile } from './surplus-profile';

// The cues of the notes reader whose weight depends on what the food is (condition-types.ts):
// thawing, a vehicle that broke down and hours above 7 °C are a hazard for chilled or frozen food
// and nothing for dry goods; bruises and worms are blemishes to sort out in fruit and vegetables,
// worms are pests in anything else. The engine settles them once it knows the food.

const RAW_PRODUCE_GROUP = 'Fruits, vegetables, legumes and oilseeds';

/** What each cue means for chilled or frozen food. */
const FOR_CHILLED_FOOD: Partial<Record<ConditionCue, ConditionCue>> = {
  thawed: 'cold_chain_broken',
  breakdown: 'time_temperature_abuse',
  warm_hours: 'time_temperature_abuse',
};

/** Fruit and vegetables only, as far as the words tell. */
function rawProduce(profile: SurplusProfile): boolean {
  const groups = [...profile.foodGroups].filter((g) => g !== FOOD_WASTE_GROUP);
  return groups.length > 0 && groups.every((g) => g === RAW_PRODUCE_GROUP);
}

/**
 * The cues of the texts (`texts`: the user's texts) settled for this surplus: the hazards the
 * food-dependent cues make of it added, each quoting the words of its cue; blemishes kept for
 * fruit and vegetables only.
 */
export function settleFoodCues(profile: SurplusProfile, texts: string[]): CueMatch[] {
  const keeping = readKeeping(profile, texts, null, null);
  const chilled = keeping.perishable || keeping.unsure;
  const produce = rawProduce(profile);
  const settled = profile.cues.filter((c) => produce || c.cue !== 'blemished');
  const add = (cue: ConditionCue, words: string) => {
    if (!settled.some((c) => c.cue === cue)) settled.push({ cue, words });
  };
  for (const { cue, words } of profile.cues) {
    const hazard = FOR_CHILLED_FOOD[cue];
    if (hazard && chilled) add(hazard, words);
    // Worms in flour or meat are pests; in apples they are something to sort out.
    if (cue === 'wormy') add(produce ? 'blemished' : 'spoiled', words);
  }
  return settled;
}
