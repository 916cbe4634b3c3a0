import { INDICATOR_WORDING } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { programmeFigures } from '../../../test/admin-fixtures';
import {
  accountsByCountry,
  figuresTotals,
  monthlySeries,
  providerGroups,
  totalsBy,
} from './figures';
import { csvText } from '../../../lib/report-csv';
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
      // Saved as My impact leads with it: the nets with their sign turned.
      co2Saved: 40.7,
      waterSaved: 9.6,
      landSaved: 2120,
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
  const words = { language: 'en', sign: 'Saved columns: the net with its sign turned.' };

  it('quotes a text with a comma and names the file by its months', () => {
    const csv = buildFiguresCsv(
      {
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
      },
      words,
    );
    expect(csv.split('\r\n')[1]).toBe(
      'surpluses,2026-03,,AT,"Fruits, vegetables, legumes and nuts",,,1,0.333333,0,,,,,,,,,,,,',
    );
    expect(figuresCsvFilename(programmeFigures)).toBe('programme-figures-2025-04-to-2026-03.csv');
    expect(figuresCsvFilename({ ...programmeFigures, months: [] })).toBe('programme-figures.csv');
  });

  it('writes what offers handed over in a section of its own, apart from the reports', () => {
    const lines = buildFiguresCsv(
      {
        ...programmeFigures,
        accounts: [],
        matches: [],
        surpluses: [],
        reports: [],
        providers: [],
        providersNow: [],
        handedOver: [
          {
            period: '2026-11',
            solutionId: 'reuse-food-bank',
            country: 'AT',
            count: 2,
            kg: 72.5,
            co2Avoided: 60.2,
            waterAvoided: 1.5,
            landAvoided: 3100,
          },
        ],
      },
      words,
    ).split('\r\n');
    const columns = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('section')).toBe('handed_over');
    expect(cell('period')).toBe('2026-11');
    expect(cell('country')).toBe('AT');
    expect(cell('solution_id')).toBe('reuse-food-bank');
    expect(cell('count')).toBe('2');
    expect(cell('handed_over_kg')).toBe('72.5');
    expect(cell('co2_avoided_kg_co2_eq')).toBe('60.2');
    expect(cell('land_avoided_points')).toBe('3100');
    // Avoided only: no net or saved figure (the pick-up's transport is not taken off).
    expect(cell('co2_net_kg_co2_eq')).toBe('');
    expect(cell('co2_saved_kg_co2_eq')).toBe('');
    expect(cell('donated_kg')).toBe('');
    expect(lines[2]).toBe('');
  });

  it('writes each month’s saving as the page shows it, naming the indicators in the reader’s language', () => {
    const lines = buildFiguresCsv(
      {
        ...programmeFigures,
        accounts: [],
        matches: [],
        surpluses: [],
        providers: [],
        providersNow: [],
        reports: [
          {
            period: '2026-11',
            count: 1,
            donatedKg: 4.3,
            co2Avoided: 0.4,
            co2Net: 0.0165,
            waterAvoided: 0.1,
            waterNet: -0.09,
            landAvoided: 20,
            landNet: -18,
          },
        ],
      },
      {
        language: 'de',
        sign: 'Spalten „eingespart“: das Nettoergebnis mit umgekehrtem Vorzeichen.',
      },
    ).split('\r\n');
    const columns = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    // The machine columns keep their places; the saved ones follow, their sign turned.
    expect(columns.slice(0, 15)).toEqual([
      'section',
      'period',
      'account_type',
      'country',
      'food_group',
      'origin',
      'status',
      'count',
      'kg_per_week',
      'once_kg',
      'donated_kg',
      'co2_avoided_kg_co2_eq',
      'co2_net_kg_co2_eq',
      'water_avoided_m3_world_eq',
      'land_avoided_points',
    ]);
    expect(cell('co2_net_kg_co2_eq')).toBe('0.0165');
    // Transport outweighed the saving that month: the saving is below 0.
    expect(cell('co2_saved_kg_co2_eq')).toBe('-0.0165');
    expect(cell('water_net_m3_world_eq')).toBe('-0.09');
    expect(cell('water_saved_m3_world_eq')).toBe('0.09');
    expect(cell('land_saved_points')).toBe('18');
    const de = INDICATOR_WORDING.de;
    expect(lines.slice(2)).toEqual([
      '',
      'indicator,indicator_name,unit,saved_column,net_column,meaning',
      `co2,${de.co2.name},${de.co2.unit},co2_saved_kg_co2_eq,co2_net_kg_co2_eq,${csvText(de.co2.meaning)}`,
      `water,${de.water.name},${de.water.unit},water_saved_m3_world_eq,water_net_m3_world_eq,${csvText(de.water.meaning)}`,
      `land,${de.land.name},${de.land.unit},land_saved_points,land_net_points,${csvText(de.land.meaning)}`,
      '',
      'sign,Spalten „eingespart“: das Nettoergebnis mit umgekehrtem Vorzeichen.',
      'language,de',
      '',
    ]);
  });
});
