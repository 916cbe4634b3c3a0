import type { WasteInfoInput } from '@foodhub/contracts';
import {
  FOOD_WASTE_GROUP,
  KITCHEN_BUSINESS_CATEGORIES,
  type BusinessCategory,
  type ConditionAnswers,
  type ConditionQuestion,
  type SurplusState,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import type { FoodTermFlag } from './catalogue-schema';
import { answerCues, conditionQuestions } from './condition-answers';
import { settleFoodCues } from './food-cues';
import { foldFoodText } from './food-text';
import { readConditionCues, type ConditionCue, type CueMatch } from './surplus-condition';
import { readKeeping, type SurplusKeeping } from './surplus-keeping';
import { identityOf, inferState } from './surplus-state';
import type { ProductHint, SurplusVocabulary, TermMatch } from './vocabulary';

/** What the surplus is: food, food for pets, not food, or not known. */
export type FoodIdentity = 'food' | 'pet_food' | 'non_food' | 'unknown';

/** What decided the state: a cue of the texts, a term, a tag, the business, or the user. */
export interface StateEvidence {
  /** The condition behind the state (a cue, or a term flag). */
  reason: ConditionCue | FoodTermFlag | 'product' | 'default' | 'user';
  /** The user's words, when words decided it. */
  words: string | null;
  /** An answer to a condition question decided it (then `words` is null). */
  answered?: boolean;
}

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
  /** What the texts say about the condition (dates, spoilage, recalls, served or not). */
  cues: CueMatch[];
  identity: FoodIdentity;
  /** The state the engine works with; null when it cannot tell what the surplus is. */
  state: SurplusState | null;
  stateSource: 'user' | 'inferred';
  stateEvidence: StateEvidence;
  /** The food was read only from product-list words (a guess the reasoning says is one). */
  tentative: boolean;
  /** The user's answers to the condition questions ({} when none). */
  answers: ConditionAnswers;
  /** How it must be kept (after the answers): decides the checks of the routes. */
  keeping: SurplusKeeping;
  /** The condition questions that matter for it as the words read it, in the step's order. */
  questions: ConditionQuestion[];
}

/** The surplus as the words read it, before the user's condition and answers settle its state. */
export interface SurplusWords {
  profile: SurplusProfile;
  /** The words each flag was read from. */
  flagWords: Map<FoodTermFlag, string>;
  /** The user's texts (name, tags, notes). */
  texts: string[];
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
  'Production Scraps': 'by_product',
  'Preparation Residues': 'inedible',
};

function clean(list: (string | null | undefined)[] | null | undefined): string[] {
  return (list ?? []).map((s) => (s ?? '').trim()).filter((s) => s !== '');
}

/**
 * What the engine knows about the surplus: the words read (readSurplusWords), then settled by
 * the user's condition and condition answers (settleSurplus).
 */
export function readSurplusProfile(
  waste: WasteInfoInput,
  vocabulary: SurplusVocabulary,
  catalogue: FoodGroupCatalogue,
  business: BusinessProfile | null = null,
  today: Date = new Date(),
): SurplusProfile {
  return settleSurplus(
    readSurplusWords(waste, vocabulary, catalogue, today),
    business,
    waste?.condition ?? null,
    waste?.conditionAnswers ?? null,
  );
}

/** What the user's words (name, tags, notes) say the surplus is; its state is not settled yet. */
export function readSurplusWords(
  waste: WasteInfoInput,
  vocabulary: SurplusVocabulary,
  catalogue: FoodGroupCatalogue,
  today: Date = new Date(),
): SurplusWords {
  const profile: SurplusProfile = {
    described: false,
    terms: new Set(),
    foodGroups: new Set(),
    foodSubgroups: new Set(),
    flags: new Set(),
    readings: [],
    unrecognisedName: null,
    cues: [],
    identity: 'unknown',
    state: null,
    stateSource: 'inferred',
    stateEvidence: { reason: 'default', words: null },
    tentative: false,
    answers: {},
    keeping: {
      perishable: false,
      prepared: false,
      fromKitchen: false,
      unsure: true,
      bestBeforeOnly: false,
    },
    questions: [],
  };
  let hintsOnly = true;
  const flagWords = new Map<FoodTermFlag, string>();
  const termNames = new Set<string>();
  const name = waste?.surplusName?.trim() ?? '';
  const notes = waste?.additionalSurplusInfo?.trim() ?? '';
  const texts = [name, ...clean(waste?.foodGroups), ...clean(waste?.foodSubgroups), notes].filter(
    (t) => t !== '',
  );
  profile.cues = readConditionCues(texts, today);
  const applyMatches = (matches: TermMatch[], hints: ProductHint[], withTerms: boolean) => {
    for (const match of matches) {
      if (match.negated) continue;
      const term = vocabulary.term(match.term);
      if (!term) continue;
      if (!conditionWordConfirmed(term, profile.cues)) continue;
      for (const flag of term.flags) {
        // Once the name says what the food is, a word of the notes does not make it inedible
        // ('venison // carcasses inspected by the hunter'): the notes add caution, not identity.
        if (!withTerms && flag === 'inedible') continue;
        profile.flags.add(flag);
        if (!flagWords.has(flag)) flagWords.set(flag, match.words);
      }
      if (!withTerms) continue;
      termNames.add(term.term);
      hintsOnly = false;
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

  const product = name === '' ? undefined : vocabulary.product(name);
  if (product) {
    // Picked from the product list: its groups are given, and what it is comes from the head of
    // its name ('Apple, pulp and peel, raw' is an apple, not peelings).
    profile.described = true;
    hintsOnly = false;
    profile.foodGroups.add(product.foodGroup);
    profile.foodSubgroups.add(product.foodSubgroup);
    profile.readings.push({ words: name, as: product.foodSubgroup });
    const head = vocabulary.read(product.productName.split(',')[0] ?? '');
    applyMatches(head.matches, [], true);
  } else if (name !== '') {
    profile.described = true;
    const reading = vocabulary.read(name);
    const before = profile.readings.length;
    applyMatches(reading.matches, reading.productHints, true);
    if (profile.readings.length === before) profile.unrecognisedName = name;
  }

  // The notes always count for safety ('abgelaufen', 'mit Fleisch'); for the food itself only
  // when nothing else says what it is.
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
  if (profile.cues.length > 0) profile.described = true;
  // Greened potatoes hold solanine: 'Kartoffeln' with 'grün verfärbt' in the notes.
  const green = profile.cues.find((c) => c.cue === 'greened');
  if (green && profile.terms.has('potato') && !profile.cues.some((c) => c.cue === 'toxic')) {
    profile.cues.push({ cue: 'toxic', words: green.words });
  }
  deriveFlags(profile);
  profile.tentative = hintsOnly && profile.readings.length > 0;
  profile.identity = identityOf(profile, termNames.size > 0);
  // Thawed chicken, not thawed bread; wormholes in apples, not in flour.
  profile.cues = settleFoodCues(profile, texts);
  return { profile, flagWords, texts };
}

const RAW_PRODUCE_GROUP = 'Fruits, vegetables, legumes and oilseeds';

/** The condition reader's cues that confirm a condition word of the vocabulary. */
const CONDITION_WORD_CUES: Partial<Record<FoodTermFlag, readonly ConditionCue[]>> = {
  expired: ['past_date', 'past_use_by', 'past_best_before'],
  spoiled: ['spoiled', 'recalled', 'cold_chain_broken', 'time_temperature_abuse', 'toxic'],
};

/**
 * A vocabulary word that only says a condition ('abgelaufen', 'Schimmel', 'guasto') counts when
 * the condition reader, which knows negation and everyday dates in every language, reads the
 * same condition in the texts: 'nie abgelaufen', 'nessuna muffa', 'Schimmel: keiner' are no
 * hazard. Food words, and flags that say what the food is, always count.
 */
function conditionWordConfirmed(
  term: { foodGroup: string | null; flags: readonly FoodTermFlag[] },
  cues: CueMatch[],
): boolean {
  if (term.foodGroup !== null && term.foodGroup !== FOOD_WASTE_GROUP) return true;
  const conditionFlags = term.flags.filter((f) => CONDITION_WORD_CUES[f]);
  if (conditionFlags.length === 0 || conditionFlags.length < term.flags.length) return true;
  return conditionFlags.some((f) =>
    cues.some((c) => (CONDITION_WORD_CUES[f] ?? []).includes(c.cue)),
  );
}

/** Answers as the request gives them: null and absent alike mean not answered. */
function givenAnswers(answers: ConditionAnswers | null | undefined): ConditionAnswers {
  return Object.fromEntries(
    Object.entries(answers ?? {}).filter(([, value]) => value !== null && value !== undefined),
  ) as ConditionAnswers;
}

/**
 * The surplus with its state settled: the words, the user's own word on its condition and the
 * answers to the condition questions. The answers add their cues to the words' (so the safety
 * rules read both alike); they lift only soft readings of the words ('leftovers' that were never
 * served, a bare 'expired' that is a best-before date), never a hazard the words state.
 */
export function settleSurplus(
  read: SurplusWords,
  business: BusinessProfile | null,
  condition: SurplusState | null,
  conditionAnswers: ConditionAnswers | null | undefined,
): SurplusProfile {
  const words = read.profile;
  const answers = givenAnswers(conditionAnswers);
  const wordKeeping = readKeeping(words, read.texts, business, condition);
  const wordState = inferState(words, business, read.flagWords, wordKeeping);
  const profile: SurplusProfile = {
    ...words,
    flags: new Set(words.flags),
    cues: [...words.cues, ...answerCues(answers, words, wordKeeping)],
    answers,
    questions: conditionQuestions(words, wordKeeping, wordState.state),
  };
  // 'Croissants, Reste vom Vortag' a bakery never served are unsold goods, not kitchen leftovers:
  // on the user's answer, or when the business is known and serves no meals (a shop, a bakery,
  // a wholesaler, a producer has no plates to clear).
  const categories = [...(business?.categories ?? [])];
  const kitchen = categories.some((c) => KITCHENS.has(c));
  const namedFood = [...words.foodGroups].some((g) => g !== FOOD_WASTE_GROUP);
  // A household's 'avanzo 2 kg di verdure' is produce left unused, not a meal's remains.
  const rawProduce =
    categories.includes('Private Person') &&
    [...words.foodGroups].every((g) => g === RAW_PRODUCE_GROUP || g === FOOD_WASTE_GROUP);
  const servesNoMeals = (categories.length > 0 && !kitchen) || rawProduce;
  if (
    (answers.served === 'never_served' || (servesNoMeals && answers.served !== 'served')) &&
    namedFood &&
    (!kitchen || rawProduce) &&
    !words.flags.has('prepared_dish') &&
    !words.flags.has('served')
  ) {
    profile.flags.delete('kitchen_leftovers');
  }
  profile.keeping = readKeeping(profile, read.texts, business, condition);
  const inferred = inferState(profile, business, read.flagWords, profile.keeping);
  // The user's word decides, except against a hazard the words or answers name (a recall, a
  // broken cold chain, mould, used oil): then the state stays what they say.
  const hazard = inferred.state === 'spoiled' || inferred.state === 'inedible';
  // An answer to a condition question is the user's own, more precise word: it outweighs the
  // general 'Condition' choice ('prepared, never served' with 'some of it was served').
  const answeredState = 'answered' in inferred.stateEvidence && inferred.stateEvidence.answered;
  if (
    condition &&
    !answeredState &&
    !(
      hazard &&
      inferred.stateEvidence.reason !== 'past_date' &&
      inferred.stateEvidence.reason !== 'expired'
    )
  ) {
    profile.state = condition;
    profile.stateSource = 'user';
    profile.stateEvidence = { reason: 'user', words: null };
  } else {
    Object.assign(profile, inferred);
  }
  return profile;
}

const KITCHENS = new Set<BusinessCategory>(KITCHEN_BUSINESS_CATEGORIES);

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
