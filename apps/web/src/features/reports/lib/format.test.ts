import { describe, expect, it } from 'vitest';
import { niceStep } from '../components/impact-chart';
import { monthDate, monthKey, monthsBetween } from './format';

describe('months', () => {
  it('lists the months between two months, both included, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
    expect(monthsBetween('2026-3', '2026-04')).toEqual([]);
  });

  it('reads and writes YYYY-MM', () => {
    expect(monthDate('2026-11')?.getUTCMonth()).toBe(10);
    expect(monthDate('November')).toBeNull();
    expect(monthKey(new Date(2026, 0, 31))).toBe('2026-01');
  });
});

describe('niceStep', () => {
  it('gives about four round gridlines', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(10.5)).toBe(5);
    expect(niceStep(31.5)).toBe(10);
    expect(niceStep(1234)).toBe(500);
    expect(niceStep(0.8)).toBe(0.2);
  });
});
