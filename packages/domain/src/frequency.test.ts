import { describe, expect, it } from 'vitest';
import { DEFAULT_FREQUENCY, frequencyText } from './frequency';

describe('frequency text (spec part 1 §9)', () => {
  it('reads a single time once as "1 time"', () => {
    expect(frequencyText(DEFAULT_FREQUENCY)).toBe('1 time');
  });
  it('reads several times once as "N times"', () => {
    expect(frequencyText({ times: 3, interval: 'once' })).toBe('3 times');
  });
  it('names the interval otherwise', () => {
    expect(frequencyText({ times: 1, interval: 'week' })).toBe('1 times per week');
    expect(frequencyText({ times: 2, interval: 'month' })).toBe('2 times per month');
  });
  it('reads "n/a" without times', () => {
    expect(frequencyText({ interval: 'week' })).toBe('n/a');
    expect(frequencyText({ times: null, interval: 'week' })).toBe('n/a');
    expect(frequencyText(null)).toBe('n/a');
    expect(frequencyText(undefined)).toBe('n/a');
  });
});
