// The conditions of a surplus the matching engine reacts to. The words that say them in en, de,
// it, fr and sl are data: data/solutions/condition-cues/<language>.json (condition-cues-schema.ts).

/** The conditions the matching engine reacts to. */
export const CONDITION_CUES = [
  /** Mould (also by its look: white fuzz, green spots), rot, swollen cans, pests, contamination. */
  'spoiled',
  /** Recalled or withdrawn, or a pathogen named (listeria, salmonella). */
  'recalled',
  /**
   * A pathogen is named (listeria, salmonella, STEC): a hazard whatever else is said; the reader
   * answers it as 'recalled'.
   */
  'pathogen',
  /**
   * A labelling defect: an allergen not declared, a wrong label, 'we could relabel'. Not a hazard
   * (the food may be given once it is labelled right); a recall or withdrawal for it alone is no
   * hazard either, unless a pathogen, a foreign body or spoilage is named.
   */
  'label_defect',
  /** Kept outside its cold chain. */
  'cold_chain_broken',
  /**
   * Hours out of temperature control: the cooling failed for hours, hours on display, on a buffet
   * or a hot counter, left out overnight.
   */
  'time_temperature_abuse',
  /**
   * Thawed, and not said to be in a fridge or below 7 °C: for chilled or frozen food a broken cold
   * chain (the engine settles it with what the food is); controlled thawing in a fridge is none.
   */
  'thawed',
  /**
   * A vehicle broke down on the way ('the truck broke down', 'LKW-Panne', 'camion in panne'): for
   * chilled or frozen food, hours out of temperature control.
   */
  'breakdown',
  /**
   * Hours at a temperature above 7 °C and below hot holding (63 °C): '+8C for 10 hrs', '12 Grad
   * seit 5 Stunden'. For chilled or frozen food, hours out of temperature control.
   */
  'warm_hours',
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
  /**
   * A pack is torn or ripped: the reader answers it as 'packaging_damaged' when the contents are
   * said to be intact ('cellophane déchiré, chocolats intacts'), else as 'packaging_breached'.
   */
  'packaging_torn',
  /** The outer pack is damaged (dented, crushed box), the contents intact: people after a check. */
  'packaging_damaged',
  /** The contents or inner packs are intact ('intacts', 'unbeschädigt', 'integri', 'cele'). */
  'contents_intact',
  /**
   * Blemishes of fruit and vegetables (bruises, hail damage, scab, wormholes): sort before giving
   * it away. Said of other food ('Dosen mit Druckstellen') they say nothing of its condition.
   */
  'blemished',
  /**
   * Worms: in fruit and vegetables a blemish to sort out ('some have wormholes'), in anything
   * else pests, that is spoilage ('črviva moka', 'farina con vermi').
   */
  'wormy',
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
