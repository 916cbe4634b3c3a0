import type { ConditionCue } from './condition-types';
import { join, overlaps, shippedReader, type Clause } from './condition-clause';

// What a clause of the notes says about a date: written dates (12.03.2024, '23. November'),
// relative days ('gestern', 'il y a 2 jours') and the kind of date (use-by or best-before).

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

export interface DateReading {
  /** The date kind the clause names, if any. */
  useBy: boolean;
  bestBefore: boolean;
  /** The cue the clause says, with its words. */
  cue: { cue: ConditionCue; words: string } | null;
}

/** What a clause says about a date: which kind it names, and whether it is past. */
export function readDate(c: Clause, today: Date, startOfToday: number): DateReading {
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
