import type { Language } from '@foodhub/domain';
import {
  loadConditionCues,
  type ConditionCuesFile,
  type CueGroup,
  type PhraseGroup,
} from './condition-cues-schema';
import type { ConditionCue } from './condition-types';
import { foldFoodText } from './food-text';

// The phrase matching of the notes reader (surplus-condition.ts): the phrases of
// data/solutions/condition-cues/<language>.json compiled once, and a clause of the user's text
// in which they are found, with negation in the language each is written in and quotes as typed.

/** How far before a word a negation reaches ('no sign of any mould'). */
const NEGATION_REACH = 4;
/** How many other words may stand between two words of a phrase ('past its use-by'). */
const MAX_GAP = 2;
/** One word of the user's text: folded, with where it stands in the text as typed. */
interface Token {
  word: string;
  /** The word as typed, in lower case: clause breaks are matched on it ('e' is one, 'è' not). */
  raw: string;
  start: number;
  end: number;
}

interface PatternWord {
  alternatives: string[];
  prefix: boolean;
  infix: boolean;
  number: boolean;
}

interface Phrase {
  words: PatternWord[];
  /** The languages whose files list the phrase: negation counts only within a language. */
  languages: Set<Language>;
}

interface CompiledGroup {
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
    hours: new Set(
      Object.values(files).flatMap((f) => f.time_temperature.hours.map((h) => foldFoodText(h))),
    ),
    chilled: collectGroup(files, (f) => f.time_temperature.chilled),
  };
}

/** A word as typed, compared in lower case with its accents. */
const typedKey = (word: string) => word.normalize('NFC').toLowerCase();

let reader: Reader | undefined;
export function shippedReader(): Reader {
  reader ??= compileReader(loadConditionCues());
  return reader;
}

export const overlaps = (a: Set<Language>, b: Set<Language>) => [...a].some((l) => b.has(l));

/** A match of a phrase in a clause: its first and last token, and the languages it is in. */
export interface Span {
  from: number;
  to: number;
  languages: Set<Language>;
}

/** A negation; a wide one ('without', 'ohne', 'brez') reaches across 'and'. */
interface Negation extends Span {
  wide: boolean;
}

/** One clause of the user's text, with what the reader found in it that every check needs. */
export class Clause {
  readonly words: string[];
  private readonly wordSet: Set<string>;
  private negationSpans: Negation[] = [];
  private deniedAfter: Span[] | undefined;
  /** For each token, the languages in which it is a clause break (none: an empty set). */
  private readonly breakLanguages: Set<Language>[];
  /** For each token, the languages in which it is 'and' (not in 'Schimmel- und Fäulnisspuren'). */
  private readonly andLanguages: Set<Language>[];

  constructor(
    readonly text: string,
    /** Where the clause stands in the text: [from, to). */
    readonly from: number,
    readonly to: number,
    readonly tokens: Token[],
    private readonly r: Reader,
  ) {
    this.words = tokens.map((t) => t.word);
    this.wordSet = new Set(this.words);
    this.breakLanguages = tokens.map((t) => r.breaks.get(t.raw) ?? new Set());
    this.andLanguages = tokens.map((t, i) =>
      i > 0 && text[tokens[i - 1]?.end ?? 0] === '-' ? new Set() : (r.ands.get(t.raw) ?? new Set()),
    );
    const wide = this.spans(r.wideNegations);
    const unsure = this.spans(r.unsure);
    // A negation next to a number in digits is a date ('12 mai', 'Mai 2026') or a number ('no 5').
    const digits = (i: number) => /^\d/.test(this.words[i] ?? '');
    this.negationSpans = this.spans(r.negations)
      .filter(
        (n) =>
          !digits(n.from - 1) &&
          !digits(n.to + 1) &&
          !unsure.some((u) => u.from <= n.to && n.from <= u.to),
      )
      .map((n) => ({ ...n, wide: wide.some((w) => w.from === n.from && w.to === n.to) }));
  }

  isNumber(i: number): boolean {
    const word = this.words[i];
    return word !== undefined && (/^\d/.test(word) || this.r.numbers.has(word));
  }

  numberAt(i: number): number | null {
    const word = this.words[i];
    if (word === undefined) return null;
    const digits = /^(\d+)/.exec(word);
    if (digits) return Number(digits[1]);
    return this.r.numbers.get(word) ?? null;
  }

  private wordMatches(pattern: PatternWord, i: number): boolean {
    if (pattern.number) return this.isNumber(i);
    const word = this.words[i] ?? '';
    return pattern.alternatives.some((a) =>
      pattern.infix ? word.includes(a) : pattern.prefix ? word.startsWith(a) : word === a,
    );
  }

  private isBreak(i: number, languages: Set<Language>): boolean {
    return overlaps(this.breakLanguages[i] ?? new Set(), languages);
  }

  private isBreakOrNegation(i: number, languages: Set<Language>): boolean {
    const at = (s: Span) => s.from <= i && i <= s.to && overlaps(s.languages, languages);
    return this.isBreak(i, languages) || this.negationSpans.some(at);
  }

  /** Every place a phrase occurs, each start once. */
  private find(phrase: Phrase): Span[] {
    const found: Span[] = [];
    const [first, ...rest] = phrase.words;
    if (!first) return found;
    // Most phrases start with a whole word: none of the clause's words, no place to look.
    const whole = !first.prefix && !first.infix && !first.number;
    if (whole && !first.alternatives.some((a) => this.wordSet.has(a))) return found;
    for (let start = 0; start < this.words.length; start++) {
      if (!this.wordMatches(first, start)) continue;
      let at = start;
      let ok = true;
      for (const pattern of rest) {
        let next = -1;
        for (let j = at + 1; j <= at + 1 + MAX_GAP && j < this.words.length; j++) {
          if (this.wordMatches(pattern, j)) {
            next = j;
            break;
          }
          if (this.isBreakOrNegation(j, phrase.languages)) break;
        }
        if (next < 0) {
          ok = false;
          break;
        }
        at = next;
      }
      if (ok) found.push({ from: start, to: at, languages: phrase.languages });
    }
    return found;
  }

  spans(phrases: Phrase[]): Span[] {
    return phrases.flatMap((p) => this.find(p));
  }

  /** A negation of the span's language stands within reach before it, or a denial right after. */
  negated(span: Span): boolean {
    const before = this.negationSpans.some(
      (n) =>
        n.to < span.from &&
        span.from - n.to <= NEGATION_REACH &&
        overlaps(n.languages, span.languages) &&
        !this.words.some(
          (_, i) =>
            i > n.to &&
            i < span.from &&
            (this.isBreak(i, n.languages) ||
              (!n.wide && overlaps(this.andLanguages[i] ?? new Set(), n.languages))),
        ),
    );
    if (before) return true;
    // 'mould-free', 'schimmelfrei'; 'Schimmel: keiner', 'plesni ni' at the end of a clause.
    const last = this.words[span.to] ?? '';
    const next = this.words[span.to + 1];
    for (const { word, languages } of this.r.free) {
      if (!overlaps(languages, span.languages)) continue;
      if (next === word || (last.length > word.length + 2 && last.endsWith(word))) return true;
    }
    this.deniedAfter ??= this.spans(this.r.negationsAfter);
    return this.deniedAfter.some(
      (a) =>
        a.from === span.to + 1 &&
        a.to === this.words.length - 1 &&
        overlaps(a.languages, span.languages),
    );
  }

  /** Every place one of the group's phrases says what it says: not negated, not excepted. */
  all(group: CompiledGroup): Span[] {
    const excepted = this.spans(group.not);
    const found = this.spans(group.phrases);
    // A word the group lists in several languages is in all of them ('Listeria', 'listeri*').
    const languages = (span: Span) =>
      new Set(
        found
          .filter((o) => o.from <= span.to && span.from <= o.to)
          .flatMap((o) => [...o.languages]),
      );
    return (
      found
        .map((span) => ({ ...span, languages: languages(span) }))
        // A 'not' phrase swallows the phrases it overlaps unless they go on after it: in 'Brot mit
        // grünen flaumigen Flecken' the fluffy bread is excepted, the green spots are not.
        .filter(
          (span) =>
            !excepted.some((x) => x.from <= span.to && span.from <= x.to && span.to <= x.to),
        )
        .filter((span) => !this.negated(span))
        .sort((a, b) => a.from - b.from)
    );
  }

  /** The clause is only a 'no' ('Nein', 'none', 'ne'): an answer to the question before it. */
  isDenial(): boolean {
    const whole = (spans: Span[]) =>
      spans.some((n) => n.from === 0 && n.to === this.words.length - 1);
    return whole(this.negationSpans) || whole(this.spans(this.r.negationsAfter));
  }

  /** The first place one of the group's phrases says what it says. */
  first(group: CompiledGroup): Span | null {
    return this.all(group)[0] ?? null;
  }

  /** The user's words from one token to another, as typed. */
  quote(from: number, to: number): string {
    const a = this.tokens[from];
    const b = this.tokens[to];
    return a && b ? this.text.slice(a.start, b.end) : '';
  }
}

/** The tokens of a part of the text, folded, each with its place in the text as typed. */
export function tokenize(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  const part = text.slice(from, to);
  for (const m of part.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = from + (m.index ?? 0);
    const end = start + m[0].length;
    const raw = typedKey(m[0]);
    for (const word of foldFoodText(m[0]).split(' ')) {
      if (word !== '') tokens.push({ word, raw, start, end });
    }
  }
  return tokens;
}

/** Splits a text at punctuation that ends a thought (not at the dots of a date): [from, to). */
export function clauseRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  // Not at the dot of a day ('23. November', '20. novembra').
  const breaks = /[;!?()[\]\n]|,(?!\d)|(?<!\b\d{1,2})\.(?!\d)|\s[-–—]\s/g;
  let start = 0;
  for (const m of text.matchAll(breaks)) {
    ranges.push([start, m.index ?? 0]);
    start = (m.index ?? 0) + m[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

/** The smallest range of words that holds every span given. */
export const join = (...spans: (Span | null)[]): [number, number] => {
  const present = spans.filter((s): s is Span => s !== null);
  return [Math.min(...present.map((s) => s.from)), Math.max(...present.map((s) => s.to))];
};
