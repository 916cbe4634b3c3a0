import type { WasteInfoInput } from '@foodhub/contracts';
import { FOOD_WASTE_GROUP } from '@foodhub/domain';
import type { FoodTermFlag } from './catalogue-schema';
import { foldFoodText } from './food-text';
import type { ProductHint, SurplusVocabulary, TermMatch } from './vocabulary';

/** What the engine knows about the surplus after reading the form. */
export interface SurplusProfile {
  /** The user said something about the surplus (name, groups, subgroups or notes). */
  described: boolean;
  /** Terms (with their broader terms) the surplus was read as. */
  terms: Set<string>;
  foodGroups: Set<string>;
  foodSubgroups: Set<string>;
  flags: Set<SurplusFlag>;
  /** How the user's words were read, for the reasoning. */
  readings: { words: string; as: string }[];
  /** The surplus name when nothing in it was recognised. */
  unrecognisedName: string | null;
}

/**
 * The food-term flags plus one the engine derives: a prepared dish (sandwiches, pizzas, mixed
 * dishes) may hold meat or fish even when the name does not say so.
 */
export type SurplusFlag = FoodTermFlag | 'prepared_dish';

export interface FoodGroupCatalogue {
  /** Canonical group and subgroup names by their folded form. */
  groups: Map<string, string>;
  subgroups: Map<string, string>;
}

const MEAT_FISH_SUBGROUPS = new Set([
  'Fish and seafood products',
  'Cooked meat',
  'Raw meat',
  'Raw fish',
  'Cured and processed meats',
  'Cooked fish',
  'Other meat products',
  'Cooked molluscs and crustaceans',
  'Raw molluscs and crustaceans',
  'Animal fats',
  'Fish oils',
]);
const MEAT_GROUP = 'Meat, eggs and fish';
const NO_MEAT_SUBGROUPS = new Set([
  'Eggs',
  'Plant-based meat alternatives',
  'Plant-based processed meat alternatives',
]);
const PREPARED_DISH_GROUP = 'Starters and mixed dishes';
const SUBGROUP_FLAGS: Record<string, FoodTermFlag> = {
  'Expired Food': 'expired',
  'Mixed Food Waste': 'mixed_waste',
};

function clean(list: (string | null | undefined)[] | null | undefined): string[] {
  return (list ?? []).map((s) => (s ?? '').trim()).filter((s) => s !== '');
}

export function readSurplusProfile(
  waste: WasteInfoInput,
  vocabulary: SurplusVocabulary,
  catalogue: FoodGroupCatalogue,
): SurplusProfile {
  const profile: SurplusProfile = {
    described: false,
    terms: new Set(),
    foodGroups: new Set(),
    foodSubgroups: new Set(),
    flags: new Set(),
    readings: [],
    unrecognisedName: null,
  };
  const termNames = new Set<string>();
  const applyMatches = (matches: TermMatch[], hints: ProductHint[], withTerms: boolean) => {
    for (const match of matches) {
      if (match.negated) continue;
      const term = vocabulary.term(match.term);
      if (!term) continue;
      for (const flag of term.flags) profile.flags.add(flag);
      if (!withTerms) continue;
      termNames.add(term.term);
      profile.readings.push({ words: match.words, as: term.term });
    }
    if (!withTerms) return;
    for (const hint of hints) {
      profile.foodGroups.add(hint.foodGroup);
      if (hint.foodSubgroup) profile.foodSubgroups.add(hint.foodSubgroup);
      profile.readings.push({ words: hint.words, as: hint.foodSubgroup ?? hint.foodGroup });
    }
  };

  // Tags: known groups and subgroups as they are; other tags read as text ('Brot' as a group).
  for (const tag of clean(waste?.foodGroups).concat(clean(waste?.foodSubgroups))) {
    profile.described = true;
    const key = foldFoodText(tag);
    const group = catalogue.groups.get(key);
    const subgroup = catalogue.subgroups.get(key);
    if (group) profile.foodGroups.add(group);
    if (subgroup) profile.foodSubgroups.add(subgroup);
    if (!group && !subgroup) {
      const reading = vocabulary.read(tag);
      applyMatches(reading.matches, reading.productHints, true);
    }
  }

  const name = waste?.surplusName?.trim() ?? '';
  if (name !== '') {
    profile.described = true;
    const reading = vocabulary.read(name);
    const before = profile.readings.length;
    applyMatches(reading.matches, reading.productHints, true);
    if (profile.readings.length === before) profile.unrecognisedName = name;
  }

  // The notes always count for safety ('abgelaufen', 'mit Fleisch'); for the food itself only
  // when nothing else says what it is.
  const notes = waste?.additionalSurplusInfo?.trim() ?? '';
  if (notes !== '') {
    const reading = vocabulary.read(notes);
    const nothingYet = termNames.size === 0 && profile.foodGroups.size === 0;
    if (nothingYet) profile.described = true;
    applyMatches(reading.matches, nothingYet ? reading.productHints : [], nothingYet);
  }

  profile.terms = vocabulary.withBroader(termNames);
  for (const name of profile.terms) {
    const term = vocabulary.term(name);
    if (term?.foodGroup) profile.foodGroups.add(term.foodGroup);
    if (term?.foodSubgroup) profile.foodSubgroups.add(term.foodSubgroup);
  }
  deriveFlags(profile);
  return profile;
}

/** Flags the groups imply, so that a tag set by hand is as safe as a recognised name. */
function deriveFlags(profile: SurplusProfile) {
  for (const subgroup of profile.foodSubgroups) {
    const flag = SUBGROUP_FLAGS[subgroup];
    if (flag) profile.flags.add(flag);
    if (MEAT_FISH_SUBGROUPS.has(subgroup)) profile.flags.add('meat_fish');
  }
  if (profile.foodGroups.has(MEAT_GROUP)) {
    const subgroups = [...profile.foodSubgroups].filter(
      (s) => MEAT_FISH_SUBGROUPS.has(s) || NO_MEAT_SUBGROUPS.has(s),
    );
    // The group alone ('Meat, eggs and fish' with no subgroup) may be meat: read it as meat.
    if (subgroups.length === 0) profile.flags.add('meat_fish');
  }
  if (profile.foodGroups.has(PREPARED_DISH_GROUP)) profile.flags.add('prepared_dish');
  if (profile.foodSubgroups.has('Mixed Food Waste')) profile.flags.add('mixed_waste');
  if (profile.flags.has('expired') || profile.flags.has('mixed_waste')) {
    profile.foodGroups.add(FOOD_WASTE_GROUP);
  }
}
