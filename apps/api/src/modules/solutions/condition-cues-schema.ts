import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES as LANGUAGES, type Language } from '@foodhub/domain';
import { z } from 'zod';
import { projectRoot } from '../../lib/project-root';
import { CONDITION_CUES } from './condition-types';

/**
 * The format of data/solutions/condition-cues/<language>.json: the words the notes reader
 * (surplus-condition.ts) looks for, one file per language so that a reviewer of one language
 * reads their part alone. Phrases are written in normal spelling (accents, umlauts, capitals);
 * the reader folds them like the user's text (foldFoodText) when it loads them.
 *
 * A phrase is words separated by single spaces. Each word is either a plain word (matches that
 * word), 'word*' (any word starting with it), '*word*' (any word containing it: German compounds),
 * 'a|b|c' (any of these words), or '#' (a number, in digits or words). Between two words of a
 * phrase up to two other words may stand, never a negation or a clause break.
 */

const WORD = /^(#|\*?[^\s*|#]+(\|[^\s*|#]+)*\*?)$/u;
export const cuePhrase = z
  .string()
  .min(1)
  .refine((p) => p === p.trim() && p.split(' ').every((w) => WORD.test(w)), {
    message: "words separated by single spaces: 'word', 'word*', '*word*', 'a|b', '#'",
  });
const phrases = z.array(cuePhrase);
/** One word, without the marks of a phrase. */
const oneWord = z.string().regex(/^[^\s*|#]+$/u);

/** Words the reader looks for, and words that, where they stand, are not those words. */
export const phraseGroup = z.object({
  phrases: phrases.min(1),
  /** Where one of these matches, its words do not count ('Edelschimmel', 'frigo guasto'). */
  not: phrases.optional(),
});
export type PhraseGroup = z.infer<typeof phraseGroup>;

export const cueGroup = phraseGroup.extend({
  /** The condition these words say. */
  cue: z.enum(CONDITION_CUES),
  /** Words that, anywhere in the same clause, cancel the group ('essbare Blüten'). */
  unless: phrases.optional(),
});
export type CueGroup = z.infer<typeof cueGroup>;

export const conditionCuesFile = z.object({
  language: z.enum(LANGUAGES),
  about: z.string().min(1),
  negation: z.object({
    /** Words that deny what follows within four words ('no', 'kein', 'senza', 'sans', 'brez'). */
    before: phrases.min(1),
    /** Negations that also reach across 'and' ('without', 'ohne', 'senza', 'sans', 'brez'). */
    without: phrases,
    /** Words that deny what stands right before them, ending a clause ('Schimmel: keiner'). */
    after: phrases,
    /** Words and word endings that deny the word before ('mould-free', 'schimmelfrei'). */
    free: z.array(z.string().min(1)),
    /** Phrases with a negation word that say doubt, not 'no' ('not sure', 'keine Ahnung'). */
    unsure: phrases,
  }),
  /** Words where a negation's reach ends ('but'), one word each, matched as typed. */
  clause_breaks: z.array(z.string().regex(/^[^\s*|#]+$/u)).min(1),
  /**
   * 'and', one word each, matched as typed: it ends the reach of a negation, except of a wide one
   * ('nicht gekühlt und schimmlig'; but 'brez plesni in gnilobe').
   */
  and_words: z.array(z.string().regex(/^[^\s*|#]+$/u)).min(1),
  /** Number words and their value ('two', 'zwei', 'tre', 'deux', 'dvema'). */
  numbers: z.record(z.string().min(1), z.number().int().min(0)),
  /** Month names and short forms and their number ('November', 'Nov', 'novembra'). */
  months: z.record(z.string().min(1), z.number().int().min(1).max(12)),
  dates: z.object({
    /** Use-by date words ('use by', 'Verbrauchsdatum', 'DLC', 'porabiti do'). */
    use_by: phraseGroup,
    /** Best-before date words ('best before', 'MHD', 'TMC', 'DDM', 'uporabno najmanj do'). */
    best_before: phraseGroup,
    /** Date words that do not say which date ('expiry date', 'Ablaufdatum', 'rok uporabe'). */
    date: phraseGroup,
    /** Words that say a date is past, next to a date word ('past', 'überschritten', 'dépassée'). */
    past: phraseGroup,
    /** Words that alone say 'past its date' ('expired', 'abgelaufen', 'scaduto', 'périmé'). */
    expired: phraseGroup,
    /** Days in the past ('yesterday', '# days ago', 'since Monday', 'last week'). */
    relative_past: phraseGroup,
  }),
  time_temperature: z.object({
    /** Where food stands out of the cold ('buffet', 'on display', 'hot counter', 'left out'). */
    held_out: phraseGroup,
    /** A long time ('overnight', 'all day', 'since noon'). */
    long: phraseGroup,
    /** Words for hours after a number ('hours', 'Stunden', 'ore', 'ur'); over 2 is long. */
    hours: z.array(z.string().min(1)).min(1),
    /** Words that say it was kept cold all that time ('chilled', 'Kühlschrank'): no abuse. */
    chilled: phraseGroup,
    /** Words for degrees after a number ('degrees', 'Grad', 'gradi', 'C' of '°C'). */
    degrees: z.array(oneWord).min(1),
    /** Words that make the number after them negative ('minus', 'meno', 'moins'). */
    minus: z.array(oneWord),
    /**
     * Words before a number that make it a time of day, not a number of hours ('until 19h',
     * 'bis 14 Uhr', 'jusqu'à 19h' ends in 'à', 'od 9h do 14h'); two of them make a span of hours.
     */
    clock: z.array(oneWord).min(1),
    /** Times of day said in words, and their hour ('noon': 12, 'Mitternacht': 0, 'midi': 12). */
    named_hours: z.record(oneWord, z.number().int().min(0).max(24)),
  }),
  /** The cues, by a name for each group of words; every language has the same groups. */
  cues: z.record(z.string().regex(/^[a-z_]+$/), cueGroup),
});
export type ConditionCuesFile = z.infer<typeof conditionCuesFile>;

/** data/solutions/condition-cues, beside the catalogue. */
export function defaultConditionCuesDir(): string {
  return path.join(projectRoot(), 'data', 'solutions', 'condition-cues');
}

/** Every language's file, validated; a missing or broken file throws (the reader needs them). */
export function loadConditionCues(
  dir: string = defaultConditionCuesDir(),
): Record<Language, ConditionCuesFile> {
  const files = {} as Record<Language, ConditionCuesFile>;
  for (const language of LANGUAGES) {
    const file = path.join(dir, `${language}.json`);
    const parsed = conditionCuesFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    }
    if (parsed.data.language !== language) {
      throw new Error(`${file}: says it is '${parsed.data.language}'`);
    }
    files[language] = parsed.data;
  }
  return files;
}
