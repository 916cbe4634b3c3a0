// The conditions of a surplus the matching engine reacts to, and the shape of the phrase lists
// that say them in en, de, it, fr and sl (condition-cues-*.ts).

/** The conditions the matching engine reacts to. */
export type ConditionCue =
  /** Mould, rot, spoilage, pests, contamination. */
  | 'spoiled'
  /** Recalled or withdrawn, or a pathogen named (listeria, salmonella). */
  | 'recalled'
  /** Kept outside its cold chain. */
  | 'cold_chain_broken'
  /** Past its use-by date. */
  | 'past_use_by'
  /** Past its best-before date. */
  | 'past_best_before'
  /** Past 'its date', without saying which date: read as unsafe until the user says otherwise. */
  | 'past_date'
  /** Toxic: greened potatoes (solanine), mycotoxins. */
  | 'toxic'
  /** Used frying or cooking oil. */
  | 'used_oil'
  /** Not food: flowers, packaging, grease-trap fat, cleaning agents. */
  | 'non_food'
  /** Food for pets. */
  | 'pet_food'
  /** A raw material to be processed first (raw milk, cracked eggs). */
  | 'needs_processing'
  /** Was served to guests. */
  | 'served'
  /** Never served, untouched. */
  | 'unserved'
  /** Sealed in its original packaging: a product as sold, not a dish. */
  | 'sealed'
  /** Holds meat or fish ('mit Fleisch', 'ripieni di carne'). */
  | 'with_meat'
  /** Turned green (with potatoes: solanine). */
  | 'greened';

/** The cues that make a surplus unfit for people and animals whatever else is said. */
export const HAZARD_CUES: readonly ConditionCue[] = [
  'spoiled',
  'recalled',
  'cold_chain_broken',
  'past_use_by',
  'toxic',
  'used_oil',
  'non_food',
];

export interface CueMatch {
  cue: ConditionCue;
  /** The user's words that said it, as typed (for the reasoning). */
  words: string;
}

/**
 * A phrase is a list of word patterns: 'word' matches that folded word, 'word*' any word starting
 * with it, '*word*' any word containing it (German compounds: 'Rückrufaktion'). Between two
 * pattern words up to two other words may stand ('past its use-by'), never a negation.
 */
export type Phrase = string;

export interface CueDefinition {
  cue: ConditionCue;
  phrases: Phrase[];
  /** Words that, anywhere in the same clause, cancel the cue ('essbare Blüten', 'Rohmilchkäse'). */
  unless?: Phrase[];
}
