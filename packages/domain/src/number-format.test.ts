import { describe, expect, it } from 'vitest';
import { formatNumberIn } from './number-format';

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
