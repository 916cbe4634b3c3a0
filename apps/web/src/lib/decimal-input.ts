import { decimalSeparator, formatNumber } from './format-number';

/**
 * What the text of a number field reads as, typed or pasted, in the interface language:
 * - empty: nothing (or only spaces);
 * - incomplete: on the way to a number ('-', ',', '.'), to be judged when the field is left;
 * - number: its value;
 * - invalid: no number ('ten', 'zehn', '1.2.3').
 */
export type DecimalReading =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'number'; value: number }
  | { kind: 'invalid' };

/** Spaces and apostrophes that group thousands: '1 234', '1 234' (fr), "1'234" (ch). */
const SPACE_GROUP = /[\s\u00a0\u202f'’]/;
const SPACE_GROUPS = new RegExp(SPACE_GROUP.source, 'g');
const DIGITS = /^\d*$/;

/**
 * True when `integer` is grouped by thousands with `separator`: '1.234.567', not '12.34'.
 * A group of its own ('1234') is not grouped.
 */
function groupedBy(integer: string, separator: string): boolean {
  const groups = integer.split(separator);
  if (groups.length < 2) return false;
  const [first, ...rest] = groups;
  return /^[1-9]\d{0,2}$/.test(first!) && rest.every((group) => /^\d{3}$/.test(group));
}

/** The integer part without its thousands separator, or null when it is not grouped right. */
function ungroup(integer: string, separator: string | null): string | null {
  if (separator === null) return DIGITS.test(integer) ? integer : null;
  return groupedBy(integer, separator) ? integer.split(separator).join('') : null;
}

/**
 * Reads a number the way people write it in the five languages, whichever of them the interface
 * speaks: a decimal comma or point ('1,5' and '1.5' are 1.5), thousands grouped by spaces,
 * apostrophes, points or commas when that is unambiguous ('1.234,5', '1 234,5', '1,234.5',
 * "1'234.5", '1.234.567'). A single point or comma before exactly three digits ('1.234') could be
 * either: the language decides (a thousands separator in German, a decimal point in English).
 * A `unit` after the number ('15 kg') is allowed.
 */
export function readDecimal(
  text: string,
  language: string,
  { unit }: { unit?: string } = {},
): DecimalReading {
  let rest = text.trim();
  if (rest === '') return { kind: 'empty' };
  if (unit && rest.toLowerCase().endsWith(unit.toLowerCase())) {
    rest = rest.slice(0, -unit.length).trim();
    if (rest === '') return { kind: 'invalid' };
  }
  let negative = false;
  if (/^[-−+]/.test(rest)) {
    negative = rest[0] !== '+';
    rest = rest.slice(1).trimStart();
  }
  if (rest === '' || rest === '.' || rest === ',') return { kind: 'incomplete' };
  if (!/^[\d.,\s\u00a0\u202f'’]+$/.test(rest) || !/\d/.test(rest)) return { kind: 'invalid' };

  const spaced = SPACE_GROUP.test(rest);
  const compact = rest.replace(SPACE_GROUPS, ' ');
  const points = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;

  let decimal: string | null = null;
  let grouping: string | null = spaced ? ' ' : null;
  if (points > 0 && commas > 0) {
    // Both: the last one is the decimal separator, the other groups thousands ('1.234,5').
    decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    if (spaced) return { kind: 'invalid' };
    grouping = decimal === '.' ? ',' : '.';
  } else if (points > 1 || commas > 1) {
    // The same one several times groups thousands ('1.234.567').
    if (spaced) return { kind: 'invalid' };
    grouping = points > 1 ? '.' : ',';
  } else if (points === 1 || commas === 1) {
    const separator = points === 1 ? '.' : ',';
    const [integer = '', fraction = ''] = compact.split(separator);
    // Before exactly three digits, with a group before it that could start a grouped number,
    // a separator that is not the language's decimal one groups thousands.
    const couldGroup =
      !spaced &&
      /^\d{3}$/.test(fraction) &&
      /^[1-9]\d{0,2}$/.test(integer) &&
      separator !== decimalSeparator(language);
    if (couldGroup) grouping = separator;
    else decimal = separator;
  }

  const [integerText = '', fractionText = '', ...more] =
    decimal === null ? [compact] : compact.split(decimal);
  if (more.length > 0 || !DIGITS.test(fractionText)) return { kind: 'invalid' };
  const integer = ungroup(integerText, grouping);
  if (integer === null) return { kind: 'invalid' };
  if (integer === '' && fractionText === '') return { kind: 'incomplete' };
  const value = Number(`${integer || '0'}.${fractionText || '0'}`);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  return { kind: 'number', value: negative && value !== 0 ? -value : value };
}

/**
 * A number as a field shows it for editing in a language: its decimal separator, no thousands
 * separator (so that reading it back gives the same number), at most `maximumFractionDigits`.
 */
export function formatDecimalInput(
  value: number,
  language: string,
  maximumFractionDigits = 3,
): string {
  return formatNumber(value, { useGrouping: false, maximumFractionDigits }, language);
}

/** A value rounded to the digits a field keeps: 1.23456 kg with 3 digits is 1.235 kg. */
export function roundTo(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor;
}
