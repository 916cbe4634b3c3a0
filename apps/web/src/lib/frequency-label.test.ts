import { FREQUENCY_INTERVALS, frequencyText, type Frequency } from '@foodhub/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { frequencyLabel } from './frequency-label';
import i18n from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function labelsIn(language: string, frequencies: Frequency[]): Promise<string[]> {
  await i18n.changeLanguage(language);
  const t = i18n.t.bind(i18n);
  return frequencies.map((frequency) => frequencyLabel(frequency, t));
}

describe('frequencyLabel', () => {
  it("reads as the spec's frequency text in English, for every interval and count", async () => {
    const frequencies: (Frequency | null)[] = [null, { interval: 'week' }, { times: null }];
    for (const interval of [...FREQUENCY_INTERVALS, null]) {
      for (const times of [0, 1, 2, 3, 5, 21, 101, 1000]) frequencies.push({ times, interval });
    }
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    for (const frequency of frequencies) {
      expect(frequencyLabel(frequency, t)).toBe(frequencyText(frequency));
    }
    expect(frequencies.slice(0, 3).map((f) => frequencyLabel(f, t))).toEqual(['n/a', 'n/a', 'n/a']);
    expect(frequencyLabel({ times: 1, interval: 'once' }, t)).toBe('1 time');
    expect(frequencyLabel({ times: 3, interval: 'once' }, t)).toBe('3 times');
    expect(frequencyLabel({ times: 1, interval: 'week' }, t)).toBe('1 times per week');
    expect(frequencyLabel({ times: 2, interval: 'month' }, t)).toBe('2 times per month');
  });

  it('reads German with -mal and the number as German writes it', async () => {
    expect(
      await labelsIn('de', [
        { times: 1, interval: 'once' },
        { times: 3, interval: 'once' },
        { times: 1, interval: 'week' },
        { times: 3, interval: 'month' },
        { times: 1500, interval: 'week' },
        { times: null, interval: 'week' },
      ]),
    ).toEqual([
      'einmalig',
      '3-mal',
      '1-mal pro Woche',
      '3-mal pro Monat',
      '1.500-mal pro Woche',
      'k. A.',
    ]);
  });

  it('reads Slovenian in all four number forms, one time in words', async () => {
    expect(
      await labelsIn('sl', [
        { times: 1, interval: 'once' },
        { times: 1, interval: 'week' },
        { times: 1, interval: 'month' },
        // Dual (2, 102), few (3, 4, 103), other (5), and 101, which is 'one' but not one time.
        { times: 2, interval: 'week' },
        { times: 102, interval: 'month' },
        { times: 3, interval: 'month' },
        { times: 4, interval: 'once' },
        { times: 5, interval: 'week' },
        { times: 101, interval: 'week' },
      ]),
    ).toEqual([
      'enkratno',
      'enkrat na teden',
      'enkrat na mesec',
      '2-krat na teden',
      '102-krat na mesec',
      '3-krat na mesec',
      '4-krat',
      '5-krat na teden',
      '101-krat na teden',
    ]);
  });

  it('reads Italian and French with their singular and plural', async () => {
    const frequencies: Frequency[] = [
      { times: 1, interval: 'once' },
      { times: 1, interval: 'week' },
      { times: 3, interval: 'month' },
      { times: 2, interval: 'once' },
    ];
    expect(await labelsIn('it', frequencies)).toEqual([
      'una tantum',
      '1 volta a settimana',
      '3 volte al mese',
      '2 volte',
    ]);
    expect(await labelsIn('fr', frequencies)).toEqual([
      'une fois',
      '1 fois par semaine',
      '3 fois par mois',
      '2 fois',
    ]);
  });
});
