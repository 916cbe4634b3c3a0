// How a report's donation frequency and transport distance read on every surface of a report:
// the report step, My reports, the saved and the shared report, the PDF and the CSV. One source
// for the web app and the API, so that '1 time per week' is never '1 times per week' on one of
// them. (Solution Details keeps the spec's own frequency text, frequencyText in ./frequency.)
import { formatNumberIn } from './number-format';
import type { Language } from './interface-language';

/** A report's interval: a one-time surplus, or how often it comes back. */
export type ReportInterval = 'once' | 'week' | 'month' | 'year';

interface FrequencyWords {
  /** A single one-time donation: 'once'. */
  once: string;
  /** Several donations, no interval: {{n}} is the number. */
  times: (n: string, times: number) => string;
  /** {{n}} donations per interval. */
  per: (n: string, times: number, interval: Exclude<ReportInterval, 'once'>) => string;
}

const FREQUENCY_WORDS: Record<Language, FrequencyWords> = {
  en: {
    once: 'once',
    times: (n, times) => `${n} ${times === 1 ? 'time' : 'times'}`,
    per: (n, times, interval) => `${n} ${times === 1 ? 'time' : 'times'} per ${interval}`,
  },
  de: {
    once: 'einmalig',
    times: (n) => `${n}-mal`,
    per: (n, _times, interval) =>
      `${n}-mal pro ${{ week: 'Woche', month: 'Monat', year: 'Jahr' }[interval]}`,
  },
  // Slovenian '-krat' takes no plural ending: '1-krat', '2-krat', '5-krat'.
  sl: {
    once: 'enkratno',
    times: (n) => `${n}-krat`,
    per: (n, _times, interval) =>
      `${n}-krat ${{ week: 'na teden', month: 'na mesec', year: 'na leto' }[interval]}`,
  },
  it: {
    once: 'una tantum',
    times: (n, times) => `${n} ${times === 1 ? 'volta' : 'volte'}`,
    per: (n, times, interval) =>
      `${n} ${times === 1 ? 'volta' : 'volte'} ${{ week: 'a settimana', month: 'al mese', year: 'all’anno' }[interval]}`,
  },
  fr: {
    once: 'une fois',
    times: (n) => `${n} fois`,
    per: (n, _times, interval) =>
      `${n} fois ${{ week: 'par semaine', month: 'par mois', year: 'par an' }[interval]}`,
  },
};

function wordsOf(language: string): { words: FrequencyWords; language: Language } {
  const known = language in FREQUENCY_WORDS ? (language as Language) : 'en';
  return { words: FREQUENCY_WORDS[known], language: known };
}

/**
 * How often a report's surplus comes, in a language (English for an unknown one): 'once' for a
 * single one-time donation, '3 times' for several at once, '1 time per week', '2 times per week'.
 */
export function reportFrequencyText(
  language: string,
  frequency: { times: number; interval: ReportInterval },
): string {
  const { words, language: lang } = wordsOf(language);
  const { times, interval } = frequency;
  const n = formatNumberIn(times, lang, { maximumFractionDigits: 2 });
  if (interval === 'once') return times === 1 ? words.once : words.times(n, times);
  return words.per(n, times, interval);
}

/**
 * A transport distance as every surface of a report shows it: rounded to one decimal, as the
 * transport step and Solution Details write it (183.0 km, never 182.97 on one and 183 on another).
 */
export function roundDistanceKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** A transport distance in a language, with its one decimal: '183.0', '1.234,5'. */
export function formatDistanceKmIn(km: number, language: string): string {
  const lang = language in FREQUENCY_WORDS ? (language as Language) : 'en';
  return formatNumberIn(roundDistanceKm(km), lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
