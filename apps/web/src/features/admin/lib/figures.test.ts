import { describe, expect, it } from 'vitest';
import { programmeFigures } from '../../../test/admin-fixtures';
import {
  accountsByCountry,
  figuresTotals,
  monthlySeries,
  providerGroups,
  totalsBy,
} from './figures';
import { buildFiguresCsv, figuresCsvFilename } from './figures-csv';

describe('programme figures', () => {
  it('adds up the range', () => {
    expect(figuresTotals(programmeFigures)).toEqual({
      accounts: 5,
      accountsByType: { individual: 2, company: 3 },
      searches: 10,
      surpluses: 4,
      // A one-time harvest stays apart from the weekly amounts.
      kgPerWeek: 92.5,
      onceKg: 300,
      // The reports counting in March, not the months' counts added up.
      reportsLastMonth: 1,
      donatedKg: 406.7,
      co2Saved: 40.7,
      co2Avoided: 42,
      waterAvoided: 10,
      landAvoided: 2160,
      providersNow: 53,
      providersNowByOrigin: { sample: 40, imported: 12, 'self-registered': 1 },
    });
  });

  it('gives every month of the range a bar, 0 for the months the API left out', () => {
    const series = monthlySeries(
      ['2026-01', '2026-02', '2026-03'],
      programmeFigures.accounts,
      (r) => r.count,
    );
    expect(series).toEqual([
      { period: '2026-01', value: 3 },
      { period: '2026-02', value: 0 },
      { period: '2026-03', value: 2 },
    ]);
  });

  it('keeps a month where transport outweighed the saving below 0', () => {
    const series = monthlySeries(
      ['2026-02', '2026-03'],
      [{ period: '2026-03', co2Net: 1.5 }],
      (r) => -r.co2Net,
    );
    expect(series).toEqual([
      { period: '2026-02', value: 0 },
      { period: '2026-03', value: -1.5 },
    ]);
    expect(Object.is(series[0]!.value, -0)).toBe(false);
  });

  it('groups by a key, the largest first and the unknown last among equals', () => {
    expect(totalsBy(programmeFigures.surpluses, (r) => r.country)).toEqual([
      { key: 'AT', count: 2, kgPerWeek: 80, onceKg: 0 },
      { key: 'SI', count: 2, kgPerWeek: 12.5, onceKg: 300 },
    ]);
    expect(accountsByCountry(programmeFigures).map((r) => r.country)).toEqual(['AT', 'SI', '']);
  });

  it('puts the providers of now and those the range added side by side', () => {
    expect(providerGroups(programmeFigures)).toEqual([
      { origin: 'sample', status: 'published', now: 40, added: 0 },
      { origin: 'imported', status: 'published', now: 12, added: 0 },
      { origin: 'self-registered', status: 'pending', now: 1, added: 1 },
    ]);
  });
});

describe('figures CSV', () => {
  it('quotes a text with a comma and names the file by its months', () => {
    const csv = buildFiguresCsv({
      ...programmeFigures,
      accounts: [],
      matches: [],
      reports: [],
      providers: [],
      providersNow: [],
      surpluses: [
        {
          period: '2026-03',
          foodGroup: 'Fruits, vegetables, legumes and nuts',
          country: 'AT',
          count: 1,
          kgPerWeek: 1 / 3,
          onceKg: 0,
        },
      ],
    });
    expect(csv.split('\r\n')[1]).toBe(
      'surpluses,2026-03,,AT,"Fruits, vegetables, legumes and nuts",,,1,0.333333,0,,,,,',
    );
    expect(figuresCsvFilename(programmeFigures)).toBe('programme-figures-2025-04-to-2026-03.csv');
    expect(figuresCsvFilename({ ...programmeFigures, months: [] })).toBe('programme-figures.csv');
  });
});
