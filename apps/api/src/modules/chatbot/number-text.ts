// Numbers in the chatbot's texts: written as the answer's language writes them, and read back from
// a model's answer to check that each one was given to it.
import { formatNumberIn, type Language } from '@foodhub/domain';

/**
 * How the chatbot writes a number: at most two decimals ('12.3456' reads '12.35'), and digit
 * groups only from five digits ('min2'): a four-digit amount such as '2080 kg' then reads the
 * same in every language, as Slovenian and Italian write it anyway.
 */
const CHAT_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: 'min2' };

export const chatNumber = (value: number, language: Language): string =>
  formatNumberIn(value, language, CHAT_NUMBER);

/**
 * A number the help texts write the English way: '1.58', '0.0554', '2,500'. Not one glued to a
 * letter or another number on its left ('CO2', '1.5.3'), and not one followed by more digits.
 */
const ENGLISH_NUMBER = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)(?![.,]?\d)/gu;
/** A name in capitals right before a number makes it the name's version: 'AGRIBALYSE 3.1'. */
const VERSIONED_NAME = /\p{Lu}{2,}\s$/u;

/**
 * A help text with its decimal and grouped numbers as `language` writes them. Every help file
 * writes its numbers the English way (they are checked against the English file), so '1.58' would
 * read as a thousand and more in German. Whole numbers without separators stay as they are: years,
 * postal codes and counts read the same in every language.
 */
export function localizeNumbers(text: string, language: Language): string {
  if (language === 'en') return text;
  return text.replace(ENGLISH_NUMBER, (written: string, _n: string, offset: number) => {
    if (VERSIONED_NAME.test(text.slice(Math.max(0, offset - 40), offset))) return written;
    const decimals = written.split('.')[1]?.length ?? 0;
    return formatNumberIn(Number(written.replaceAll(',', '')), language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'min2',
    });
  });
}

/** Digit groups and decimals as each language writes them; a sign is never part of the value. */
const NUMBER_PATTERNS: Record<Language, { number: RegExp; group: RegExp; decimal: string }> = {
  en: { number: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/gu, group: /,/g, decimal: '.' },
  de: { number: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/gu, group: /\./g, decimal: ',' },
  sl: { number: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/gu, group: /\./g, decimal: ',' },
  it: { number: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/gu, group: /\./g, decimal: ',' },
  fr: {
    number: /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/gu,
    group: /[ \u00a0\u202f]/g,
    decimal: ',',
  },
};

export interface WrittenNumber {
  written: string;
  value: number;
  decimals: number;
}

/**
 * The numbers of a text read as `language` writes them. Digits glued to a letter on their left
 * are part of a word ('CO2', 'm3') and are not read.
 */
export function numbersIn(text: string, language: Language): WrittenNumber[] {
  const { number, group, decimal } = NUMBER_PATTERNS[language];
  const found: WrittenNumber[] = [];
  for (const match of text.matchAll(number)) {
    const before = text[match.index - 1];
    if (before !== undefined && /[\p{L}\p{N}]/u.test(before)) continue;
    const [whole = '', fraction = ''] = match[0].replace(group, '').split(decimal);
    found.push({
      written: match[0],
      value: Number(`${whole}.${fraction || '0'}`),
      decimals: fraction.length,
    });
  }
  return found;
}

/** Rounding explains a number only this close to the given one: '1' is not 0.78 rounded. */
const ROUNDING_TOLERANCE = 0.01;

function roundsTo(given: number, decimals: number, value: number): boolean {
  if (given === value) return true;
  if (Math.abs(given - value) > Math.abs(given) * ROUNDING_TOLERANCE) return false;
  // toFixed takes at most 100 decimals; past 20 a double has no more digits to round anyway.
  return decimals <= 20 && Number(given.toFixed(decimals)) === value;
}

/**
 * The numbers of an answer that none of the given values explains: a value is explained by a
 * given one equal to it, or rounded to it at the answer's decimals ('704,16' for 704.1632).
 */
export function unexplainedNumbers(answer: string, language: Language, given: number[]): string[] {
  return numbersIn(answer, language)
    .filter(({ value, decimals }) => !given.some((g) => roundsTo(g, decimals, value)))
    .map((n) => n.written);
}
