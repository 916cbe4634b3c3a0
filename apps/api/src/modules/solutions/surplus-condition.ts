import type { Language } from '@foodhub/domain';
import {
  loadConditionCues,
  type ConditionCuesFile,
  type CueGroup,
  type PhraseGroup,
} from './condition-cues-schema';
import type { ConditionCue, CueMatch } from './condition-types';
import { foldFoodText } from './food-text';

export { HAZARD_CUES, type ConditionCue, type CueMatch } from './condition-types';

// What the user's words say about the condition of the surplus, in en, de, it, fr and sl: its
// dates (best-before or use-by, past or not, 'yesterday', 'vor 2 Tagen'), spoilage (also mould by
// its look), recalls, the cold chain, hours out of the cold, the packaging, whether it was served,
// whether it is food at all. A second line of caution beside the condition questions: read from
// every text the user gave (name, tags, notes), clause by clause, with negation in the language
// it is written in ('nessuna muffa', 'pas de moisissure', 'plesni ni'). The words are data
// (data/solutions/condition-cues/<language>.json); each cue found quotes the user's own words.

/** How far before a word a negation reaches ('no sign of any mould'). */
const NEGATION_REACH = 4;
/** How many other words may stand between two words of a phrase ('past its use-by'). */
const MAX_GAP = 2;
/** More hours than this out of the cold is abuse (the 2-hour rule of food donation guidance). */
const MAX_HOURS_OUT = 2;

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

interface Reader {
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
function shippedReader(): Reader {
  reader ??= compileReader(loadConditionCues());
  return reader;
}

const overlaps = (a: Set<Language>, b: Set<Language>) => [...a].some((l) => b.has(l));

/** A match of a phrase in a clause: its first and last token, and the languages it is in. */
interface Span {
  from: number;
  to: number;
  languages: Set<Language>;
}

/** A negation; a wide one ('without', 'ohne', 'brez') reaches across 'and'. */
interface Negation extends Span {
  wide: boolean;
}

/** One clause of the user's text, with what the reader found in it that every check needs. */
class Clause {
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
function tokenize(text: string, from: number, to: number): Token[] {
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
function clauseRanges(text: string): [number, number][] {
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

// Dates as users write them: 12.03.2024, 12/03/24, 2024-03-12, 03/2024, and 12.03. (this year).
const DATE_PATTERNS: { re: RegExp; read(m: RegExpMatchArray, today: Date): Date | null }[] = [
  {
    re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => makeDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    re: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\b/g,
    read: (m) => makeDate(fullYear(Number(m[3])), Number(m[2]), Number(m[1])),
  },
  {
    re: /\b(\d{1,2})[./](\d{4})\b/g,
    // A month: the date is past when the whole month is.
    read: (m) => makeDate(Number(m[2]), Number(m[1]) + 1, 0),
  },
  {
    // Day and month without a year (see nearest).
    // The clause may end at its last dot ('use by 20.11.' is read as 'use by 20.11').
    re: /\b(\d{1,2})\.(\d{1,2})(?:\.(?!\d)|$)/g,
    read: (m, today) => nearest(Number(m[2]), Number(m[1]), today),
  },
];

/**
 * A day and month without a year, as on a label that is read around its date: within three
 * months ahead or nine months back of today ('12.05.' in November is this May, '03.01.' next
 * January).
 */
function nearest(month: number, day: number, today: Date): Date | null {
  const year = today.getUTCFullYear();
  const date = makeDate(year, month, day);
  if (!date) return null;
  const days = (date.getTime() - today.getTime()) / 86_400_000;
  if (days > 92) return makeDate(year - 1, month, day);
  if (days < -273) return makeDate(year + 1, month, day);
  return date;
}

function fullYear(y: number): number {
  return y < 100 ? 2000 + y : y;
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 13 || day < 0 || day > 31 || year < 1990 || year > 2100) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The dates in a clause, each with where it ends in the clause. */
function datesIn(clause: string, today: Date): { date: Date; end: number }[] {
  const found: { date: Date; end: number }[] = [];
  let rest = clause;
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of rest.matchAll(re)) {
      const date = read(m, today);
      if (date) found.push({ date, end: (m.index ?? 0) + m[0].length });
    }
    rest = rest.replace(re, (d) => ' '.repeat(d.length));
  }
  return found;
}

/** A date with the month named: '23 November 2026', '20. novembra', 'Nov 23', 'März 2026'. */
function namedDates(c: Clause, months: Map<string, number>, today: Date) {
  const found: { date: Date; end: number }[] = [];
  const int = (i: number) => (/^\d+$/.test(c.words[i] ?? '') ? Number(c.words[i]) : null);
  const end = (i: number) => (c.tokens[i]?.end ?? c.to) - c.from;
  c.words.forEach((word, i) => {
    const month = months.get(word);
    if (month === undefined) return;
    const before = int(i - 1);
    const after = int(i + 1);
    if (before !== null && before >= 1 && before <= 31) {
      const withYear = after !== null && after > 1000;
      const date = withYear ? makeDate(after, month, before) : nearest(month, before, today);
      if (date) found.push({ date, end: end(withYear ? i + 1 : i) });
    } else if (after !== null && after > 1000) {
      // A month: the date is past when the whole month is.
      const date = makeDate(after, month + 1, 0);
      if (date) found.push({ date, end: end(i + 1) });
    } else if (after !== null && after >= 1 && after <= 31) {
      const date = nearest(month, after, today);
      if (date) found.push({ date, end: end(i + 1) });
    }
  });
  return found;
}

const join = (...spans: (Span | null)[]): [number, number] => {
  const present = spans.filter((s): s is Span => s !== null);
  return [Math.min(...present.map((s) => s.from)), Math.max(...present.map((s) => s.to))];
};

interface DateReading {
  /** The date kind the clause names, if any. */
  useBy: boolean;
  bestBefore: boolean;
  /** The cue the clause says, with its words. */
  cue: { cue: ConditionCue; words: string } | null;
}

/** What a clause says about a date: which kind it names, and whether it is past. */
function readDate(c: Clause, today: Date, startOfToday: number): DateReading {
  const r = shippedReader();
  const useBy = c.first(r.useBy);
  const bestBefore = c.first(r.bestBefore);
  const dateWord = c.first(r.date);
  const past = c.first(r.past);
  const expired = c.first(r.expired);
  const relative = c.first(r.relativePast);
  const dates = [...datesIn(c.text.slice(c.from, c.to), today), ...namedDates(c, r.months, today)];
  const pastDates = dates.filter((d) => d.date.getTime() < startOfToday);
  const pastDate = pastDates.length > 0;
  const futureDate = dates.length > 0 && !pastDate;
  const kind = useBy ?? bestBefore ?? dateWord;
  // 'Verbrauchsdatum war gestern', 'la DLC était hier': a day in the past beside a date word of
  // the same language ('hier' is also German for 'here').
  const anchor = kind ?? expired;
  const relativePast =
    relative && anchor && overlaps(relative.languages, anchor.languages) ? relative : null;
  const isPast =
    !futureDate && (past !== null || expired !== null || relativePast !== null || pastDate);
  const reading: DateReading = {
    useBy: useBy !== null,
    bestBefore: bestBefore !== null,
    cue: null,
  };
  if (!isPast) return reading;
  const evidence = [past ?? expired, relativePast];
  if (useBy) {
    reading.cue = { cue: 'past_use_by', words: c.quote(...join(useBy, ...evidence)) };
  } else if (bestBefore) {
    reading.cue = { cue: 'past_best_before', words: c.quote(...join(bestBefore, ...evidence)) };
  } else if (expired || (dateWord && (past || relativePast || pastDate))) {
    reading.cue = {
      cue: 'past_date',
      words: c.quote(...join(dateWord, expired, past, relativePast)),
    };
  }
  // 'best before 03/2026': the quote runs on to the date that said it is past.
  const lastDate = Math.max(...pastDates.map((d) => c.from + d.end));
  if (reading.cue && past === null && expired === null && relativePast === null && pastDate) {
    const start = c.tokens[(useBy ?? bestBefore ?? dateWord)?.from ?? 0]?.start ?? c.from;
    reading.cue.words = c.text.slice(start, lastDate);
  }
  return reading;
}

/** Hours out of the cold: a place out of the cold and a long time, nothing said of chilling. */
function readTimeOut(c: Clause): string | null {
  const r = shippedReader();
  const places = c.all(r.heldOut);
  const held = places[0];
  if (!held) return null;
  let long = c.first(r.long);
  for (let i = 0; !long && i < c.words.length; i++) {
    // '4 hours', '4 full hours', '4-6 hours', '4h', '6std'.
    const compact = /^(\d+)([a-z]+)$/.exec(c.words[i] ?? '');
    if (compact) {
      if (Number(compact[1]) > MAX_HOURS_OUT && r.hours.has(compact[2] ?? '')) {
        long = { from: i, to: i, languages: held.languages };
      }
      continue;
    }
    const n = c.numberAt(i);
    if (n === null || n <= MAX_HOURS_OUT) continue;
    const unit = [i + 1, i + 2].find((j) => r.hours.has(c.words[j] ?? ''));
    if (unit !== undefined) long = { from: i, to: unit, languages: held.languages };
  }
  if (!long || c.first(r.chilled)) return null;
  return c.quote(...join(long, ...places));
}

/**
 * Everything the texts say about the condition of the surplus. `today` decides whether a date
 * in the text is past (the engine passes the request's date, tests a fixed one).
 */
export function readConditionCues(texts: string[], today: Date): CueMatch[] {
  const r = shippedReader();
  const found: CueMatch[] = [];
  const add = (cue: ConditionCue, words: string) => {
    if (!found.some((f) => f.cue === cue)) found.push({ cue, words });
  };
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let namesUseBy = false;
  let namesBestBefore = false;
  for (const text of texts) {
    // The cues of a question ('Rückruf?'), which a bare 'no' after it takes back.
    let asked: CueMatch[] = [];
    for (const [from, to] of clauseRanges(text)) {
      const tokens = tokenize(text, from, to);
      if (tokens.length === 0) continue;
      const c = new Clause(text, from, to, tokens, r);
      if (c.isDenial()) {
        for (const cue of asked) found.splice(found.indexOf(cue), 1);
        asked = [];
        continue;
      }
      const before = found.length;
      for (const def of r.cues) {
        if (found.some((f) => f.cue === def.cue)) continue;
        const span = c.first(def);
        if (!span) continue;
        if (c.spans(def.unless).length > 0) continue;
        add(def.cue, c.quote(span.from, span.to));
      }
      const timeOut = readTimeOut(c);
      if (timeOut) add('time_temperature_abuse', timeOut);
      const date = readDate(c, today, startOfToday);
      namesUseBy ||= date.useBy;
      namesBestBefore ||= date.bestBefore;
      if (date.cue) add(date.cue.cue, date.cue.words);
      asked = text[to] === '?' ? found.slice(before) : [];
    }
  }
  return settleDates(found, namesUseBy, namesBestBefore);
}

/**
 * A bare 'expired' takes the date kind the same text names elsewhere ('abgelaufen, aber nur das
 * MHD'): an explicit best-before word wins over a colloquial 'expired', a use-by word makes it
 * past use-by. A date of a named kind makes the bare one redundant.
 */
function settleDates(found: CueMatch[], useBy: boolean, bestBefore: boolean): CueMatch[] {
  const bare = found.find((f) => f.cue === 'past_date');
  if (!bare) return found;
  const named = found.some((f) => f.cue === 'past_use_by' || f.cue === 'past_best_before');
  const rest = found.filter((f) => f !== bare);
  if (named) return rest;
  if (useBy && !bestBefore) return [...rest, { cue: 'past_use_by', words: bare.words }];
  if (bestBefore && !useBy) return [...rest, { cue: 'past_best_before', words: bare.words }];
  return found;
}
