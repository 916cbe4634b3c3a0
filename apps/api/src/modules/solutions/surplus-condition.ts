import { BEST_BEFORE, PAST, PAST_DATE, STATE_CUE_PHRASES, USE_BY } from './condition-cues-states';
import { HAZARD_CUE_PHRASES } from './condition-cues-hazards';
import { KIND_CUE_PHRASES } from './condition-cues-kinds';
import type { ConditionCue, CueDefinition, CueMatch, Phrase } from './condition-types';
import { foldFoodText } from './food-text';

export { HAZARD_CUES, type ConditionCue, type CueMatch } from './condition-types';

// What the user's words say about the condition of the surplus, in en, de, it, fr and sl: its
// dates (best-before or use-by, past or not), spoilage, recalls, the cold chain, whether it was
// served, whether it is food at all. Read from every text the user gave (name, tags, notes),
// clause by clause, with negation ('nicht abgelaufen', 'no mould') and dates ('use by 12.03.2024').
const CUES: CueDefinition[] = [...HAZARD_CUE_PHRASES, ...KIND_CUE_PHRASES, ...STATE_CUE_PHRASES];

// Words that turn the words after them into their opposite, and words that end a negation's
// reach ('no meat, but mouldy').
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'non',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'keines',
  'nicht',
  'nie',
  'ohne',
  'senza',
  'mai',
  'sans',
  'pas',
  'aucun',
  'aucune',
  'jamais',
  'ni',
  'brez',
  'nobene',
  'noben',
  'nikoli',
]);
const CLAUSE_BREAKS = new Set(['but', 'aber', 'jedoch', 'ma', 'pero', 'mais', 'ampak', 'vendar']);
const NEGATION_REACH = 3;
const MAX_GAP = 2;

interface CompiledWord {
  text: string;
  prefix: boolean;
  infix: boolean;
}

function compile(phrase: Phrase): CompiledWord[] {
  return phrase
    .split(' ')
    .filter((w) => w !== '')
    .map((raw) => {
      const infix = raw.startsWith('*') && raw.endsWith('*') && raw.length > 2;
      const prefix = !infix && raw.endsWith('*');
      return { text: foldFoodText(raw.replace(/\*/g, '')), prefix, infix };
    })
    .filter((w) => w.text !== '');
}

function wordMatches(pattern: CompiledWord, word: string): boolean {
  if (pattern.infix) return word.includes(pattern.text);
  if (pattern.prefix) return word.startsWith(pattern.text);
  return word === pattern.text;
}

interface CompiledCue {
  cue: ConditionCue;
  phrases: CompiledWord[][];
  unless: CompiledWord[][];
}

const COMPILED: CompiledCue[] = CUES.map((c) => ({
  cue: c.cue,
  phrases: c.phrases.map(compile),
  unless: (c.unless ?? []).map(compile),
}));
const COMPILED_USE_BY = USE_BY.map(compile);
const COMPILED_BEST_BEFORE = BEST_BEFORE.map(compile);
const COMPILED_PAST = PAST.map(compile);
const COMPILED_PAST_DATE = PAST_DATE.map(compile);

/** Where a phrase occurs in a clause: the index of its first and last word, or null. */
function findPhrase(words: string[], phrase: CompiledWord[]): [number, number] | null {
  const [first] = phrase;
  if (!first) return null;
  for (let start = 0; start < words.length; start++) {
    if (!wordMatches(first, words[start] ?? '')) continue;
    let at = start;
    let ok = true;
    for (const pattern of phrase.slice(1)) {
      let found = -1;
      for (let j = at + 1; j <= at + 1 + MAX_GAP && j < words.length; j++) {
        const word = words[j] ?? '';
        if (wordMatches(pattern, word)) {
          found = j;
          break;
        }
        if (NEGATIONS.has(word)) break;
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return [start, at];
  }
  return null;
}

/** True when a negation stands shortly before the word at `index` (not across 'but'). */
function negatedAt(words: string[], index: number): boolean {
  for (let j = index - 1; j >= 0 && j >= index - NEGATION_REACH; j--) {
    const word = words[j] ?? '';
    if (CLAUSE_BREAKS.has(word)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

/** Words after a term that deny it: 'mould-free', 'schimmelfrei' is one word and never matches. */
const DENIED_AFTER = new Set([
  'free',
  'frei',
  'freie',
  'freies',
  'prost',
  'prosto',
  'libero',
  'exempt',
]);

function anyPhrase(words: string[], phrases: CompiledWord[][]): [number, number] | null {
  for (const phrase of phrases) {
    const at = findPhrase(words, phrase);
    if (at && !negatedAt(words, at[0]) && !DENIED_AFTER.has(words[at[1] + 1] ?? '')) return at;
  }
  return null;
}

// Dates as users write them: 12.03.2024, 12/03/24, 2024-03-12, 03/2024.
const DATE_PATTERNS: { re: RegExp; read(m: RegExpMatchArray): Date | null }[] = [
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
];

function fullYear(y: number): number {
  return y < 100 ? 2000 + y : y;
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 13 || day < 0 || day > 31 || year < 1990 || year > 2100) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

function datesIn(clause: string): Date[] {
  const found: Date[] = [];
  let rest = clause;
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of rest.matchAll(re)) {
      const date = read(m);
      if (date) found.push(date);
    }
    rest = rest.replace(re, ' ');
  }
  return found;
}

/** Splits a text at punctuation that ends a thought (not at the dots of a date). */
function clauses(text: string): string[] {
  return text
    .split(/[;!?()[\]\n]|,(?!\d)|\.(?!\d)|\s-\s/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/**
 * Everything the texts say about the condition of the surplus. `today` decides whether a date
 * in the text is past (the engine passes the request's date, tests a fixed one).
 */
export function readConditionCues(texts: string[], today: Date): CueMatch[] {
  const found: CueMatch[] = [];
  const add = (cue: ConditionCue, words: string) => {
    if (!found.some((f) => f.cue === cue)) found.push({ cue, words });
  };
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const text of texts) {
    for (const clause of clauses(text)) {
      const words = foldFoodText(clause).split(' ').filter(Boolean);
      if (words.length === 0) continue;
      const span = (at: [number, number]) => words.slice(at[0], at[1] + 1).join(' ');
      for (const def of COMPILED) {
        const at = anyPhrase(words, def.phrases);
        if (!at) continue;
        if (def.unless.some((u) => findPhrase(words, u) !== null)) continue;
        add(def.cue, span(at));
      }
      const useBy = anyPhrase(words, COMPILED_USE_BY);
      const bestBefore = anyPhrase(words, COMPILED_BEST_BEFORE);
      const past = anyPhrase(words, COMPILED_PAST);
      const dates = datesIn(clause);
      const pastDate = dates.some((d) => d.getTime() < startOfToday);
      const futureDate = dates.length > 0 && !pastDate;
      if (useBy && (past || pastDate) && !futureDate) add('past_use_by', clause);
      else if (bestBefore && (past || pastDate) && !futureDate) add('past_best_before', clause);
      else if (!useBy && !bestBefore && !futureDate) {
        const generic = anyPhrase(words, COMPILED_PAST_DATE);
        if (generic) add('past_date', span(generic));
      }
    }
  }
  return found;
}
