import { describe, expect, it } from 'vitest';
import { impactIn } from '../../../test/report-fixtures';
import { buildImpactCsv, IMPACT_CSV_COLUMNS } from './impact-csv';

const words = { language: 'en', sign: 'Saved columns: the net with its sign turned.' };

describe('My impact CSV', () => {
  it('writes what offers handed over after the reports, in their own columns', () => {
    const month = (period: string, offers: number, kg: number) => ({
      period,
      offers,
      kg,
      co2_avoided: kg * 2,
      water_avoided: kg / 10,
      land_avoided: kg * 100,
    });
    const lines = buildImpactCsv(
      {
        ...impactIn(2026),
        handed_over: {
          months: [month('2026-02', 2, 32.5), month('2025-12', 1, 20)],
          total: month('total', 3, 52.5),
        },
      },
      words,
    ).split('\r\n');
    const columns = lines[0]!.split(',');
    expect(columns).toEqual([...IMPACT_CSV_COLUMNS]);
    const cellsOf = (kind: string) =>
      lines
        .filter((line) => line.startsWith(`${kind},`))
        .map((line) => {
          const cells = line.split(',');
          return (name: string) => cells[columns.indexOf(name)];
        });
    // Each month oldest first, then the total; the reports' rows leave these columns empty.
    const months = cellsOf('handed_over_month');
    expect(months.map((cell) => cell('period'))).toEqual(['2025-12', '2026-02']);
    expect(months[1]!('handed_over_offers')).toBe('2');
    expect(months[1]!('handed_over_kg')).toBe('32.5');
    expect(months[1]!('co2_avoided_kg_co2_eq')).toBe('65');
    const [total] = cellsOf('handed_over_total');
    expect(total!('period')).toBe('all');
    expect(total!('handed_over_kg')).toBe('52.5');
    expect(total!('land_avoided_points')).toBe('5250');
    // Avoided only: no net or saved figure (the pick-up's transport is not taken off), and the
    // reports' counts stay the reports'.
    for (const name of ['co2_net_kg_co2_eq', 'co2_saved_kg_co2_eq', 'reports', 'donated_kg']) {
      expect(total!(name)).toBe('');
    }
    expect(cellsOf('total')[0]!('handed_over_kg')).toBe('');
  });
});
