import { describe, expect, it } from 'vitest';
import { formatFigureIn, formatNumberIn, roundFigure } from './number-format';

describe('formatNumberIn', () => {
  it('writes the separators of each language', () => {
    expect(formatNumberIn(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumberIn(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumberIn(1.58, 'sl')).toBe('1,58');
    expect(formatNumberIn(12345.6, 'it')).toBe('12.345,6');
    expect(formatNumberIn(12345.6, 'fr')).toBe('12\u202f345,6');
  });

  it('applies the options, the same as Intl.NumberFormat', () => {
    const options: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: 'min2' };
    expect(formatNumberIn(704.1632, 'de', options)).toBe('704,16');
    expect(formatNumberIn(2080, 'de', options)).toBe('2080');
    expect(formatNumberIn(2080, 'de')).toBe(new Intl.NumberFormat('de').format(2080));
  });
});

describe('roundFigure and formatFigureIn', () => {
  it('keep three significant figures below 1,000 and whole numbers above', () => {
    expect(roundFigure(-395.8677)).toBe(-396);
    expect(roundFigure(4.34567)).toBe(4.35);
    expect(roundFigure(0.0123456)).toBe(0.0123);
    expect(roundFigure(12345.6)).toBe(12346);
    expect(formatFigureIn(-0.78915, 'en')).toBe('-0.789');
    expect(formatFigureIn(41.03, 'de')).toBe('41');
    expect(formatFigureIn(12345.6, 'en')).toBe('12,346');
    expect(formatFigureIn(3.4349, 'sl')).toBe('3,43');
  });

  it('round a saving and its signed net to the same digits, halves included', () => {
    expect(roundFigure(-10.25)).toBe(-roundFigure(10.25));
    expect(roundFigure(-1500.5)).toBe(-roundFigure(1500.5));
  });

  it('write a value that rounds to nothing as 0, never -0', () => {
    expect(Object.is(roundFigure(-0.0001), 0)).toBe(true);
    expect(Object.is(roundFigure(-0), 0)).toBe(true);
    expect(formatFigureIn(-0.0001, 'fr')).toBe('0');
    expect(roundFigure(Number.NaN)).toBe(0);
  });
});
