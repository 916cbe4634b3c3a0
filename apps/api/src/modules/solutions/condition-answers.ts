import {
  CONDITION_CHECKS,
  CONDITION_QUESTION_ORDER,
  type ConditionAnswers,
  type ConditionCheck,
  type ConditionQuestion,
  type EndUse,
  type SurplusState,
} from '@foodhub/domain';
import type { ConditionCue, CueMatch } from './condition-types';
import type { SafetyMessages } from './reasoning-messages/safety';
import type { AnswerSaid } from './reasoning-messages/safety/types';
import type { SurplusProfile } from './surplus-profile';
import type { SurplusKeeping } from './surplus-keeping';

// The surplus step's condition questions on the engine's side (EU food donation guidelines
// 2017/C 361/01, section 5; Reg. (EC) 852/2004): which questions matter for a surplus, what the
// answers say about it (they feed the same cues the text reader fills, so the safety rules read
// both alike), and which checks a route to people or animals carries while a decisive answer is
// missing. What decides safety is asked, not guessed; the words only ever add caution.

/** A cue an answer gives: no words of the user, the reasoning says what the answer was. */
const answered = (cue: ConditionCue): CueMatch => ({ cue, words: '', source: 'answer' });

const unsureOr = (value: string | null | undefined) => value == null || value === 'not_sure';

/**
 * The cues the answers give, for the profile the text reader filled: hazards (past use-by,
 * spoilage, a broken cold chain, served, hours at room temperature) close the routes to people
 * and animals as the same words would; 'never served' and 'best-before' answer a soft reading of
 * the words ('leftovers', a bare 'expired'). An answer never takes away what the words state.
 */
export function answerCues(
  answers: ConditionAnswers,
  profile: SurplusProfile,
  keeping: SurplusKeeping,
): CueMatch[] {
  const cues: CueMatch[] = [];
  const chilled = keeping.perishable || keeping.unsure;
  const bareExpiry =
    profile.cues.some((c) => c.cue === 'past_date') || profile.flags.has('expired');
  const passed = answers.datePassed === 'yes';
  // The date's kind was answered, that it passed was written ('expired'): the reading quotes the
  // words, not an answer the user never gave.
  const expiryWords = profile.cues.find((c) => c.cue === 'past_date' && c.source !== 'answer');
  const kindOfWrittenExpiry = (cue: ConditionCue): CueMatch =>
    !passed && expiryWords ? { cue, words: expiryWords.words } : answered(cue);
  if (answers.dateKind === 'use_by' && (passed || (bareExpiry && answers.datePassed !== 'no'))) {
    cues.push(kindOfWrittenExpiry('past_use_by'));
  } else if (answers.dateKind === 'best_before' && (passed || bareExpiry)) {
    cues.push(kindOfWrittenExpiry('past_best_before'));
  } else if (passed) {
    // Past a date of unknown kind: read as unsafe where a use-by date may be on the pack.
    cues.push(answered(keeping.bestBeforeOnly ? 'past_best_before' : 'past_date'));
  }
  if (answers.spoilage === 'yes') cues.push(answered('spoiled'));
  if (answers.keptCold === 'no' && chilled) cues.push(answered('cold_chain_broken'));
  if (answers.served === 'served') cues.push(answered('served'));
  if (answers.served === 'never_served') cues.push(answered('unserved'));
  const longOut = answers.roomTemperature === '2_to_4h' || answers.roomTemperature === 'over_4h';
  if (
    (longOut && (chilled || keeping.prepared)) ||
    (answers.keptHotOrChilled === 'neither' && answers.roomTemperature !== 'under_2h')
  ) {
    cues.push(answered('time_temperature_abuse'));
  }
  if (answers.packaging === 'damaged') cues.push(answered('packaging_damaged'));
  return cues;
}

/** Cues that say the surplus must not reach people at all, whatever is answered. */
const CLOSING_CUES = new Set<string>([
  'spoiled',
  'recalled',
  'cold_chain_broken',
  'past_use_by',
  'toxic',
  'used_oil',
  'non_food',
  'served',
  'time_temperature_abuse',
]);
const CLOSING_FLAGS = ['spoiled', 'toxic', 'past_use_by', 'served', 'used_cooking_oil'] as const;

/** The words name a hazard no answer can lift (mould, a recall, plate waste): nothing to ask. */
export function wordsCloseEverything(profile: SurplusProfile): boolean {
  return (
    profile.cues.some((c) => c.source !== 'answer' && CLOSING_CUES.has(c.cue)) ||
    CLOSING_FLAGS.some((f) => profile.flags.has(f))
  );
}

/**
 * The questions that matter for this surplus as the words read it, in the order the step asks
 * them: none for what is not food; for food the date, the packaging and signs of spoilage; the
 * cold chain and the label for food kept cold; whether it was served and how it was kept for
 * prepared food; everything when the reading is unsure.
 */
export function conditionQuestions(
  profile: SurplusProfile,
  keeping: SurplusKeeping,
  wordState: SurplusState | null,
): ConditionQuestion[] {
  if (!profile.described || profile.identity === 'non_food') return [];
  if (wordsCloseEverything(profile)) return [];
  const asked = new Set<ConditionQuestion>();
  const ask = (...questions: ConditionQuestion[]) => questions.forEach((q) => asked.add(q));
  if (keeping.unsure) {
    ask(...CONDITION_QUESTION_ORDER);
  } else if (profile.identity === 'pet_food') {
    ask('dateKind', 'datePassed', 'packaging', 'spoilage');
  } else if (wordState === 'inedible') {
    return [];
  } else if (wordState === 'by_product') {
    ask('spoilage');
    if (keeping.perishable) ask('keptCold');
  } else if (keeping.prepared) {
    ask('served', 'keptHotOrChilled', 'roomTemperature', 'packaging', 'labelled', 'spoilage');
    if (!keeping.fromKitchen) ask('dateKind', 'datePassed');
  } else if (keeping.perishable) {
    ask('dateKind', 'datePassed', 'keptCold', 'packaging', 'labelled', 'spoilage');
  } else {
    ask('dateKind', 'datePassed', 'packaging', 'spoilage');
  }
  return CONDITION_QUESTION_ORDER.filter((q) => asked.has(q));
}

const PEOPLE_OR_ANIMALS = new Set<string>([
  'human_food',
  'farmed_animal_feed',
  'pet_food',
  'zoo_animal_feed',
]);

/**
 * The checks a route to people or animals carries for this surplus: for food kept cold, prepared
 * food or an unsure reading, each decisive question that is unanswered or 'not sure'; for any
 * food, what an answer or the words ask to do first (a damaged pack, a missing label). The
 * packaging and the label only matter for people (feed processors unpack former foodstuffs).
 */
export function routeChecks(endUse: EndUse | string, profile: SurplusProfile): ConditionCheck[] {
  if (!PEOPLE_OR_ANIMALS.has(endUse)) return [];
  const people = endUse === 'human_food';
  const a = profile.answers;
  const asked = new Set(profile.questions);
  const checks = new Set<ConditionCheck>();
  const { keeping } = profile;
  if (keeping.perishable || keeping.prepared || keeping.unsure) {
    const dateKnown =
      a.dateKind === 'best_before' ||
      a.dateKind === 'none' ||
      (a.dateKind === 'use_by' && a.datePassed === 'no');
    if (asked.has('dateKind') && !dateKnown) checks.add('check_date');
    if (asked.has('keptCold') && a.keptCold !== 'yes' && a.keptCold !== 'not_needed') {
      checks.add('check_cold_chain');
    }
    if (asked.has('served') && a.served !== 'never_served') checks.add('check_never_served');
    if (
      asked.has('roomTemperature') &&
      (a.roomTemperature !== 'under_2h' || unsureOr(a.keptHotOrChilled))
    ) {
      checks.add('check_time_temperature');
    }
    if (asked.has('spoilage') && a.spoilage !== 'none') checks.add('check_spoilage');
    if (
      people &&
      asked.has('packaging') &&
      a.packaging !== 'intact' &&
      a.packaging !== 'unpacked'
    ) {
      checks.add('check_packaging');
    }
    if (people && asked.has('labelled') && a.labelled !== 'yes' && a.packaging !== 'unpacked') {
      checks.add('relabel_first');
    }
  }
  const damagedWords = profile.cues.some(
    (c) => c.cue === 'packaging_damaged' && c.source !== 'answer',
  );
  if (people && (a.packaging === 'damaged' || (damagedWords && a.packaging !== 'intact'))) {
    checks.add('check_packaging');
  }
  // 'wrong label', 'Fehletikettierung': the food may be given once it is labelled right.
  const cue = (c: ConditionCue) => profile.cues.some((m) => m.cue === c);
  if (people && (a.labelled === 'no' || profile.flags.has('label_defect') || cue('label_defect'))) {
    checks.add('relabel_first');
  }
  // Apples with wormholes or bruises: the sound ones may be given once the rest is sorted out.
  if (people && cue('blemished')) checks.add('sort_first');
  return CONDITION_CHECKS.filter((c) => checks.has(c));
}

/** The checks of every ranked route that carries some, by solution id. */
export function routeConditions(
  matches: { solution: { id: string; endUse: string } }[],
  profile: SurplusProfile,
): Record<string, ConditionCheck[]> {
  const conditions: Record<string, ConditionCheck[]> = {};
  for (const { solution } of matches) {
    const checks = routeChecks(solution.endUse, profile);
    if (checks.length > 0) conditions[solution.id] = checks;
  }
  return conditions;
}

/** What the answer said that decided the state, for the sentence quoting it. */
export function answerSaid(profile: SurplusProfile): AnswerSaid | null {
  const { stateEvidence: evidence } = profile;
  if (!evidence.answered) return null;
  const said: readonly string[] = [
    'past_use_by',
    'past_date',
    'past_best_before',
    'spoiled',
    'cold_chain_broken',
    'served',
    'unserved',
    'time_temperature_abuse',
  ] satisfies AnswerSaid[];
  return said.includes(evidence.reason) ? (evidence.reason as AnswerSaid) : null;
}

/**
 * The sentence on how the state was read: from the user's words ('We read the surplus as ...
 * ("abgelaufen")') or from an answer ('You said the use-by date has passed, so ...').
 */
export function stateReadSentence(
  m: SafetyMessages,
  profile: SurplusProfile,
  state: string,
): string {
  const said = answerSaid(profile);
  return said
    ? m.stateAnswered(state, m.answerSaid[said])
    : m.stateRead(state, profile.stateEvidence.words);
}
