import type { Language } from '@foodhub/domain';
import {
  loadConditionCues,
  type ConditionCuesFile,
  type CueGroup,
  type PhraseGroup,
} from './condition-cues-schema';
import type { ConditionCue } from './condition-types';
import { foldFoodText } from './food-text';

// The phrases of data/solutions/condition-cues/<language>.json compiled once for the notes reader
// (surplus-condition.ts): each phrase with the languages that list it, every group of the files,
// and the word lists (numbers, months, hours, degrees) the clause reader (condition-clause.ts) uses.

export interface PatternWord {
  alternatives: string[];
  prefix: boolean;
  infix: boolean;
  number: boolean;
}

export interface Phrase {
  words: PatternWord[];
  /** The languages whose files list the phrase: negation counts only within a language. */
  languages: Set<Language>;
}

export interface CompiledGroup {
  phrases: Phrase[];
  not: Phrase[];
}

interface CompiledCue extends CompiledGroup {
  cue: ConditionCue;
  unless: Phrase[];
}

export interface Reader {
  cues: CompiledCue[];
  negations: Phrase[];
  wideNegations: Phrase[];
  ands: Map<string, Set<Language>>;
  negationsAfter: Phrase[];
  free: { word: string; languages: Set<Language> }[];
  unsure: Phrase[];
  breaks: Map<string, Set<Language>>;
  numbers: Map<string, number>;
  months: Map<string, number>;
  useBy: CompiledGroup;
  bestBefore: CompiledGroup;
  date: CompiledGroup;
  past: CompiledGroup;
  expired: CompiledGroup;
  relativePast: CompiledGroup;
  heldOut: CompiledGroup;
  long: CompiledGroup;
  hours: Set<string>;
  chilled: CompiledGroup;
  degrees: Set<string>;
  minus: Set<string>;
  clock: Set<string>;
  namedHours: Map<string, number>;
}

function compileWord(raw: string): PatternWord[] {
  if (raw === '#') return [{ alternatives: [], prefix: false, infix: false, number: true }];
  const infix = raw.startsWith('*') && raw.endsWith('*') && raw.length > 2;
  const prefix = !infix && raw.endsWith('*');
  const folded = raw
    .replace(/\*/g, '')
    .split('|')
    .map((a) => foldFoodText(a).split(' ').filter(Boolean));
  // A word that folds into several ("d'assiette"): one pattern word each, the marks at the ends.
  if (folded.length === 1 && (folded[0]?.length ?? 0) > 1) {
    const parts = folded[0] ?? [];
    return parts.map((part, i) => ({
      alternatives: [part],
      prefix: prefix && i === parts.length - 1,
      infix: infix && (i === 0 || i === parts.length - 1),
      number: false,
    }));
  }
  const alternatives = folded.map((a) => a.join('')).filter((a) => a !== '');
  return alternatives.length > 0 ? [{ alternatives, prefix, infix, number: false }] : [];
}

/** All phrases of all languages, one compiled phrase per distinct folded phrase. */
class PhraseBook {
  private readonly byKey = new Map<string, Phrase>();

  add(phrase: string, language: Language): Phrase | null {
    const words = phrase.split(' ').flatMap(compileWord);
    if (words.length === 0) return null;
    const key = JSON.stringify(words);
    const known = this.byKey.get(key);
    if (known) {
      known.languages.add(language);
      return known;
    }
    const compiled = { words, languages: new Set([language]) };
    this.byKey.set(key, compiled);
    return compiled;
  }
}

function collect(
  files: Record<Language, ConditionCuesFile>,
  pick: (file: ConditionCuesFile) => string[] | undefined,
): Phrase[] {
  const book = new PhraseBook();
  const out = new Set<Phrase>();
  for (const [language, file] of Object.entries(files) as [Language, ConditionCuesFile][]) {
    for (const p of pick(file) ?? []) {
      const compiled = book.add(p, language);
      if (compiled) out.add(compiled);
    }
  }
  return [...out];
}

function collectGroup(
  files: Record<Language, ConditionCuesFile>,
  pick: (file: ConditionCuesFile) => PhraseGroup,
): CompiledGroup {
  return {
    phrases: collect(files, (f) => pick(f).phrases),
    not: collect(files, (f) => pick(f).not),
  };
}

function compileReader(files: Record<Language, ConditionCuesFile>): Reader {
  const groupIds = new Set(Object.values(files).flatMap((f) => Object.keys(f.cues)));
  const cues: CompiledCue[] = [...groupIds].map((id) => {
    const group = (f: ConditionCuesFile): CueGroup | undefined => f.cues[id];
    const cue = Object.values(files)
      .map((f) => group(f)?.cue)
      .find(Boolean) as ConditionCue;
    return {
      cue,
      phrases: collect(files, (f) => group(f)?.phrases),
      not: collect(files, (f) => group(f)?.not),
      unless: collect(files, (f) => group(f)?.unless),
    };
  });
  const numbers = new Map<string, number>();
  const months = new Map<string, number>();
  const free: Reader['free'] = [];
  const breaks: Reader['breaks'] = new Map();
  const ands: Reader['ands'] = new Map();
  for (const [language, file] of Object.entries(files) as [Language, ConditionCuesFile][]) {
    for (const [word, value] of Object.entries(file.numbers)) {
      numbers.set(foldFoodText(word), value);
    }
    for (const [word, value] of Object.entries(file.months)) months.set(foldFoodText(word), value);
    for (const word of file.clause_breaks) {
      const key = typedKey(word);
      breaks.set(key, new Set([...(breaks.get(key) ?? []), language]));
    }
    for (const word of file.and_words) {
      const key = typedKey(word);
      ands.set(key, new Set([...(ands.get(key) ?? []), language]));
    }
    for (const word of file.negation.free) {
      free.push({ word: foldFoodText(word), languages: new Set([language]) });
    }
  }
  return {
    cues,
    negations: collect(files, (f) => [...f.negation.before, ...f.negation.without]),
    wideNegations: collect(files, (f) => f.negation.without),
    ands,
    negationsAfter: collect(files, (f) => f.negation.after),
    free,
    unsure: collect(files, (f) => f.negation.unsure),
    breaks,
    numbers,
    months,
    useBy: collectGroup(files, (f) => f.dates.use_by),
    bestBefore: collectGroup(files, (f) => f.dates.best_before),
    date: collectGroup(files, (f) => f.dates.date),
    past: collectGroup(files, (f) => f.dates.past),
    expired: collectGroup(files, (f) => f.dates.expired),
    relativePast: collectGroup(files, (f) => f.dates.relative_past),
    heldOut: collectGroup(files, (f) => f.time_temperature.held_out),
    long: collectGroup(files, (f) => f.time_temperature.long),
    hours: foldedWords(files, (f) => f.time_temperature.hours),
    chilled: collectGroup(files, (f) => f.time_temperature.chilled),
    degrees: foldedWords(files, (f) => f.time_temperature.degrees),
    minus: foldedWords(files, (f) => f.time_temperature.minus),
    clock: foldedWords(files, (f) => f.time_temperature.clock),
    namedHours: new Map(
      Object.values(files).flatMap((f) =>
        Object.entries(f.time_temperature.named_hours).map(([w, h]) => [foldFoodText(w), h]),
      ),
    ),
  };
}

/** The words of a list of every language, folded like the user's text. */
function foldedWords(
  files: Record<Language, ConditionCuesFile>,
  pick: (file: ConditionCuesFile) => string[],
): Set<string> {
  return new Set(Object.values(files).flatMap((f) => pick(f).map((w) => foldFoodText(w))));
}

/** A word as typed, compared in lower case with its accents. */
export const typedKey = (word: string) => word.normalize('NFC').toLowerCase();

let reader: Reader | undefined;
export function shippedReader(): Reader {
  reader ??= compileReader(loadConditionCues());
  return reader;
}

export const overlaps = (a: Set<Language>, b: Set<Language>) => [...a].some((l) => b.has(l));
