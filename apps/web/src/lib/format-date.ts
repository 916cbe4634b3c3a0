import { MONTH_NAMES } from '@foodhub/domain';
import i18n from './i18n';
import { monthDate } from './months';

/*
 * Every date the app shows, in a language (by default the interface language), through
 * i18next's built-in 'datetime' format: Intl.DateTimeFormat, one cached formatter per language
 * and shape (as lib/format-number does for numbers). Dates in file names and CSV cells are not
 * words: they stay YYYY-MM-DD (lib/download fileDate), months 'YYYY-MM' (lib/months).
 */

/** Moments are shown in the reader's time zone; days and months without a time in UTC. */
const UTC = { timeZone: 'UTC' } as const;

function format(date: Date, options: Intl.DateTimeFormatOptions, lng: string): string {
  // Set up synchronously by init() in ./i18n, which this module imports.
  const text = i18n.services.formatter!.format(date, 'datetime', lng, options);
  // i18next hands the value back when Intl refuses the language: the browser's own, then.
  return typeof text === 'string' ? text : new Intl.DateTimeFormat(undefined, options).format(date);
}

/**
 * A date as the API sends it: a moment ('2026-03-14T09:30:00.000Z', read in the reader's time
 * zone) or a calendar day ('2026-03-14', read in UTC, so no time zone moves it to the day
 * before); null when it is neither.
 */
function readDate(value: Date | string): { date: Date; utc: boolean } | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { date: value, utc: false };
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, utc: day };
}

/**
 * A day: '14 March 2026' ('long', as reports, lists and the operator console write a day) or
 * '14 Mar 2026' ('medium', where room is short). Text that is no date is shown as given.
 */
export function formatDate(
  value: Date | string,
  style: 'long' | 'medium' = 'long',
  lng: string = i18n.language,
): string {
  const read = readDate(value);
  if (!read) return String(value);
  return format(read.date, { dateStyle: style, ...(read.utc ? UTC : {}) }, lng);
}

/** A moment to the minute, e.g. '14 Mar 2026, 14:05'. Text that is no date is shown as given. */
export function formatDateTime(value: Date | string, lng: string = i18n.language): string {
  const read = readDate(value);
  if (!read) return String(value);
  return format(read.date, { dateStyle: 'medium', timeStyle: 'short' }, lng);
}

/** A month ('2026-11') with its year, e.g. 'November 2026' ('Nov 2026' short); else as given. */
export function formatMonth(
  period: string,
  style: 'long' | 'short' = 'long',
  lng: string = i18n.language,
): string {
  const date = monthDate(period);
  return date ? format(date, { month: style, year: 'numeric', ...UTC }, lng) : period;
}

/** Only the month's short name ('Nov'), for a chart's axis; else as given. */
export function formatMonthShort(period: string, lng: string = i18n.language): string {
  const date = monthDate(period);
  return date ? format(date, { month: 'short', ...UTC }, lng) : period;
}

/**
 * The name of a month of the seasonal surplus, stored by its English name ('March'), from the
 * browser's own calendar data.
 *
 * Languages write month names differently inside a sentence: German capitalises them ('im März'),
 * Slovenian, Italian and French do not ('marec', 'marzo', 'mars'). That form is the default; a
 * name that begins a label or a list item takes a capital letter in every language.
 */
export function monthName(
  stored: string,
  { atStart = false, lng = i18n.language }: { atStart?: boolean; lng?: string } = {},
): string {
  const index = (MONTH_NAMES as readonly string[]).indexOf(stored);
  if (index < 0) return stored;
  // The 15th at noon: no time zone moves the day into another month.
  const name = format(new Date(Date.UTC(2024, index, 15, 12)), { month: 'long', ...UTC }, lng);
  return atStart ? name.charAt(0).toLocaleUpperCase(lng) + name.slice(1) : name;
}

/** A weekday with its time, for what repeats every week, e.g. 'Thursday, 09:00'. */
export function formatWeekdayTime(value: Date | string, lng: string = i18n.language): string {
  const read = readDate(value);
  if (!read) return String(value);
  return format(read.date, { weekday: 'long', hour: '2-digit', minute: '2-digit' }, lng);
}
