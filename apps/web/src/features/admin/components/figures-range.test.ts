import { describe, expect, it } from 'vitest';
import { rangeErrors } from './figures-range';

const t = (key: string) => key;

describe('rangeErrors', () => {
  it('accepts a range of YYYY-MM months, first before or equal to last', () => {
    expect(rangeErrors({ from: '2025-04', to: '2026-03' }, t)).toEqual({});
    expect(rangeErrors({ from: '2026-03', to: '2026-03' }, t)).toEqual({});
  });

  it('names the field that is wrong', () => {
    expect(rangeErrors({ from: '2026-13', to: '' }, t)).toEqual({
      from: 'figures.range.invalidMonth',
      to: 'figures.range.invalidMonth',
    });
    expect(rangeErrors({ from: '2026-04', to: '2026-03' }, t)).toEqual({
      to: 'figures.range.toBeforeFrom',
    });
  });

  it('asks to pick a month where the field is a month picker', () => {
    expect(rangeErrors({ from: '', to: '2026-03' }, t, true)).toEqual({
      from: 'figures.range.invalidMonthPicker',
    });
  });
});
