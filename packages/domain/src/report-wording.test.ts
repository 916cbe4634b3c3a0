import { describe, expect, it } from 'vitest';
import { formatDistanceKmIn, reportFrequencyText, roundDistanceKm } from './report-wording';

describe('reportFrequencyText', () => {
  it('reads a single one-time donation as once, in every language', () => {
    const once = { times: 1, interval: 'once' } as const;
    expect(['en', 'de', 'sl', 'it', 'fr'].map((l) => reportFrequencyText(l, once))).toEqual([
      'once',
      'einmalig',
      'enkratno',
      'una tantum',
      'une fois',
    ]);
  });

  it('says time for one and times for more, per week, month and year', () => {
    expect(reportFrequencyText('en', { times: 1, interval: 'week' })).toBe('1 time per week');
    expect(reportFrequencyText('en', { times: 2, interval: 'week' })).toBe('2 times per week');
    expect(reportFrequencyText('en', { times: 3, interval: 'once' })).toBe('3 times');
    expect(reportFrequencyText('en', { times: 1, interval: 'year' })).toBe('1 time per year');
    expect(reportFrequencyText('it', { times: 1, interval: 'month' })).toBe('1 volta al mese');
    expect(reportFrequencyText('it', { times: 4, interval: 'month' })).toBe('4 volte al mese');
    expect(reportFrequencyText('de', { times: 2, interval: 'week' })).toBe('2-mal pro Woche');
    expect(reportFrequencyText('sl', { times: 5, interval: 'year' })).toBe('5-krat na leto');
    expect(reportFrequencyText('fr', { times: 2, interval: 'month' })).toBe('2 fois par mois');
  });

  it('falls back to English for a language it does not know', () => {
    expect(reportFrequencyText('xx', { times: 2, interval: 'week' })).toBe('2 times per week');
  });
});

describe('transport distances', () => {
  it('are rounded to one decimal and written with it', () => {
    expect(roundDistanceKm(182.97)).toBe(183);
    expect(formatDistanceKmIn(182.97, 'en')).toBe('183.0');
    expect(formatDistanceKmIn(6.25, 'de')).toBe('6,3');
    expect(formatDistanceKmIn(1234.56, 'en')).toBe('1,234.6');
  });
});
