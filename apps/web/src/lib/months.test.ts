import { describe, expect, it } from 'vitest';
import { formatMonth, formatMonthShort } from './format-date';

describe('month names', () => {
  it('writes a month in a language, whatever the time zone', () => {
    expect(formatMonth('2026-03', 'long', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'long', 'de')).toBe('März 2026');
    expect(formatMonth('2026-01', 'long', 'sl')).toBe('januar 2026');
    expect(formatMonthShort('2026-11', 'fr')).toBe('nov.');
  });

  it('leaves what is not a month as it is', () => {
    expect(formatMonth('2026', 'long', 'en')).toBe('2026');
    expect(formatMonthShort('all', 'en')).toBe('all');
  });
});
