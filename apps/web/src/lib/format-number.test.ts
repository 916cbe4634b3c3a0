import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatFigure, formatNumber } from './format-number';

describe('formatNumber', () => {
  it('formats as Intl.NumberFormat does, with the same options', () => {
    const cases: [number, Intl.NumberFormatOptions | undefined, string][] = [
      [1234567.891, undefined, 'en'],
      [1234567.891, undefined, 'de'],
      [0.012345, { maximumSignificantDigits: 3 }, 'fr'],
      [145.234, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, 'it'],
      [4.345, { maximumFractionDigits: 4 }, 'sl'],
      [-395.8677, { maximumFractionDigits: 0 }, 'de'],
    ];
    for (const [value, options, lng] of cases) {
      expect(formatNumber(value, options, lng)).toBe(
        new Intl.NumberFormat(lng, options).format(value),
      );
    }
  });

  it('uses the separators of the language', () => {
    expect(formatNumber(1234.5, { minimumFractionDigits: 2 }, 'en')).toBe('1,234.50');
    expect(formatNumber(1234.5, { minimumFractionDigits: 2 }, 'de')).toBe('1.234,50');
  });

  it('defaults to the interface language', () => {
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('en').format(1234.5));
  });

  it('tells the decimal separator of each language', () => {
    expect(['en', 'de', 'sl', 'it', 'fr'].map((lng) => decimalSeparator(lng))).toEqual([
      '.',
      ',',
      ',',
      ',',
      ',',
    ]);
  });
});

describe('formatFigure', () => {
  it('shows three significant figures below 1,000 and whole numbers above', () => {
    expect(formatFigure(-395.8677, 'en')).toBe('-396');
    expect(formatFigure(4.34567, 'de')).toBe('4,35');
    expect(formatFigure(12345.6, 'en')).toBe('12,346');
    expect(formatFigure(-0.0001, 'en')).toBe('0');
  });
});
