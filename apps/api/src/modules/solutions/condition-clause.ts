import type { Language } from '@foodhub/domain';
import { foldFoodText } from './food-text';
import {
  overlaps,
  typedKey,
  type CompiledGroup,
  type Phrase,
  type PatternWord,
  type Reader,
} from './condition-phrases';

export { overlaps, shippedReader, type Reader } from './condition-phrases';

// A clause of the user's text in which the notes reader (surplus-condition.ts) finds the phrases
// of condition-phrases.ts, with negation in the language each is written in and quotes as typed.

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
