import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthShort,
  monthName,
} from './format-date';

const moment = '2026-03-14T09:30:00.000Z';

describe('formatDate', () => {
  it('writes a day as Intl.DateTimeFormat does, in each language', () => {
    for (const lng of ['en', 'de', 'sl', 'it', 'fr']) {
      expect(formatDate(moment, 'long', lng)).toBe(
        new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(new Date(moment)),
      );
      expect(formatDate(moment, 'medium', lng)).toBe(
        new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(moment)),
      );
    }
    expect(formatDate('2026-03-14T12:00:00Z', 'long', 'en')).toBe('March 14, 2026');
    expect(formatDate('2026-03-14T12:00:00Z', 'long', 'de')).toBe('14. März 2026');
  });

  it('reads a calendar day in UTC, so no time zone moves it', () => {
    expect(formatDate('2026-05-14', 'long', 'en')).toBe('May 14, 2026');
    expect(formatDate('2026-01-01', 'medium', 'de')).toBe('01.01.2026');
  });

  it('takes a Date, and defaults to the interface language', () => {
    const date = new Date(moment);
    expect(formatDate(date)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date),
    );
  });

  it('shows text that is no date as it is', () => {
    expect(formatDate('soon', 'long', 'en')).toBe('soon');
    expect(formatDate('', 'long', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes a moment to the minute in the reader’s time zone', () => {
    for (const lng of ['en', 'de', 'fr']) {
      expect(formatDateTime(moment, lng)).toBe(
        new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(moment),
        ),
      );
    }
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('months', () => {
  it('writes a month with its year, long and short, and the short name alone', () => {
    expect(formatMonth('2026-11', 'long', 'it')).toBe('novembre 2026');
    expect(formatMonth('2026-11', 'short', 'en')).toBe('Nov 2026');
    expect(formatMonthShort('2026-03', 'de')).toBe('Mär');
  });

  it('names a stored month in the language, capitalised at the start', () => {
    expect(monthName('October', { lng: 'it' })).toBe('ottobre');
    expect(monthName('October', { lng: 'it', atStart: true })).toBe('Ottobre');
  });
});
