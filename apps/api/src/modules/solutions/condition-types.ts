// The conditions of a surplus the matching engine reacts to. The words that say them in en, de,
// it, fr and sl are data: data/solutions/condition-cues/<language>.json (condition-cues-schema.ts).

/** The conditions the matching engine reacts to. */
export const CONDITION_CUES = [
  /** Mould (also by its look: white fuzz, green spots), rot, swollen cans, pests, contamination. */
  'spoiled',
  /** Recalled or withdrawn, or a pathogen named (listeria, salmonella). */
  'recalled',
  /** Kept outside its cold chain. */
  'cold_chain_broken',
  /**
   * Hours out of temperature control: the cooling failed for hours, hours on display, on a buffet
   * or a hot counter, left out overnight.
   */
  'time_temperature_abuse',
  /** Past its use-by date. */
  'past_use_by',
  /** Past its best-before date. */
  'past_best_before',
  /** Past 'its date', without saying which date: read as unsafe until the user says otherwise. */
  'past_date',
  /** Toxic: greened potatoes (solanine), mycotoxins. */
  'toxic',
  /** Used frying or cooking oil. */
  'used_oil',
  /** Not food: flowers, packaging, grease-trap fat, cleaning agents. */
  'non_food',
  /** Food for pets. */
  'pet_food',
  /** A raw material to be processed first (raw milk, cracked eggs). */
  'needs_processing',
  /** Was served to guests: plate waste, returns from the tables. */
  'served',
  /** Never served, untouched. */
  'unserved',
  /** Sealed in its original packaging: a product as sold, not a dish. */
  'sealed',
  /**
   * The pack is open: torn, split, spilled, leaking, opened packs or opened customer returns.
   * Closes the routes to people only (feed processors unpack former foodstuffs).
   */
  'packaging_breached',
  /** The outer pack is damaged (dented, crushed box), the contents intact: people after a check. */
  'packaging_damaged',
  /** Holds meat or fish ('mit Fleisch', 'ripieni di carne'). */
  'with_meat',
  /** Turned green (with potatoes: solanine). */
  'greened',
] as const;
export type ConditionCue = (typeof CONDITION_CUES)[number];

/** The cues that make a surplus unfit for people and animals whatever else is said. */
export const HAZARD_CUES: readonly ConditionCue[] = [
  'spoiled',
  'recalled',
  'cold_chain_broken',
  'time_temperature_abuse',
  'past_use_by',
  'toxic',
  'used_oil',
  'non_food',
];

export interface CueMatch {
  cue: ConditionCue;
  /** The user's words that said it, as typed (for the reasoning). */
  words: string;
  /**
   * Where it comes from: the user's words (the default), or an answer to a condition question
   * (then `words` is empty and the reasoning says what the answer was).
   */
  source?: 'words' | 'answer';
}
