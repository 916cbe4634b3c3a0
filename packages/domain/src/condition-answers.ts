/**
 * The condition questions of the surplus step: what a food bank's intake asks before it takes
 * food (EU food donation guidelines 2017/C 361/01, section 5 and annex; Reg. (EC) 852/2004). The
 * answers travel with the match (`wasteInfo.conditionAnswers`) and decide the routes to people and
 * animals; the text reader only adds caution to them. Every question has 'not_sure'.
 */
export const CONDITION_QUESTIONS = {
  /** Which date the pack carries. */
  dateKind: ['use_by', 'best_before', 'none', 'not_sure'],
  /** Whether that date has passed. */
  datePassed: ['no', 'yes', 'not_sure'],
  /** Kept chilled or frozen without a break (not_needed: shelf-stable food). */
  keptCold: ['yes', 'no', 'not_needed', 'not_sure'],
  /** Prepared food: never served to guests (never_served), or served or set out for them. */
  served: ['never_served', 'served', 'not_sure'],
  /** Prepared food: how it was kept since it was made. */
  keptHotOrChilled: ['hot', 'chilled', 'neither', 'not_sure'],
  /** Prepared or chilled food: how long it stood at room temperature in all. */
  roomTemperature: ['under_2h', '2_to_4h', 'over_4h', 'not_sure'],
  /** The packaging: intact, damaged (torn, dented, leaking), or sold unpacked (bread, produce). */
  packaging: ['intact', 'damaged', 'unpacked', 'not_sure'],
  /** A label in the country's language with the allergens, or not. */
  labelled: ['yes', 'no', 'not_sure'],
  /** Any sign of spoilage: mould, smell, swelling, slime, pests. */
  spoilage: ['none', 'yes', 'not_sure'],
} as const;

export type ConditionQuestion = keyof typeof CONDITION_QUESTIONS;
export type ConditionAnswer<Q extends ConditionQuestion> = (typeof CONDITION_QUESTIONS)[Q][number];
export type ConditionAnswers = { [Q in ConditionQuestion]?: ConditionAnswer<Q> | null };

/** The questions in the order the step asks them. */
export const CONDITION_QUESTION_ORDER = Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[];

/**
 * The checks a route to people or animals carries when a decisive answer is missing or 'not sure'
 * (or says something that needs an action first, like a missing label): the answer lists them per
 * solution (`details.conditions`) and the screens show them as 'check before giving it away'.
 */
export const CONDITION_CHECKS = [
  /** Read the date: a use-by date must not have passed. */
  'check_date',
  /** Chilled or frozen food: the cold chain was kept without a break. */
  'check_cold_chain',
  /** Prepared food: never served or set out for guests. */
  'check_never_served',
  /** Prepared food: kept hot or chilled, at most 2 hours at room temperature. */
  'check_time_temperature',
  /** Packaging intact (for damaged outer packs: the inner pack). */
  'check_packaging',
  /** No sign of spoilage. */
  'check_spoilage',
  /** Fruit and vegetables with blemishes (wormholes, bruises): sort out the damaged pieces. */
  'sort_first',
  /** Label it in the country's language with the allergens before handing it over. */
  'relabel_first',
] as const;
export type ConditionCheck = (typeof CONDITION_CHECKS)[number];
