import type { SavedReport } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { sumImpact, TOTAL_PERIOD, type ReportForImpact } from './impact-totals';

type Period = SavedReport['reports'][number];

/** A period whose indicators are simple multiples of `base`, so every sum is written by hand. */
function period(name: Period['period'], donatedKg: number, base: number): Period {
  const indicator = (factor: number) => ({
    productionSubstitution: 0,
    wasteTreatmentAvoided: 0,
    avoided: base * factor,
    transport: 0,
    additional: 0,
    net: -base * factor,
  });
  return {
    period: name,
    donations: 1,
    donatedKg,
    perKgSource: 'product',
    indicators: { co2: indicator(1), water: indicator(10), land: indicator(100) },
  };
}

/** A one-time surplus: only its one donation. */
const oneTime = (createdAt: string, kg: number, base: number): ReportForImpact => ({
  createdAt: new Date(createdAt),
  reports: [period('once', kg, base)],
});

/** A recurring surplus: one donation, a month and a year. */
const recurring = (createdAt: string, base: number): ReportForImpact => ({
  createdAt: new Date(createdAt),
  reports: [period('once', 10, 1000), period('month', 40, base), period('year', 480, 9999)],
});

describe('sumImpact', () => {
  it('is zero, with no months or years, without reports', () => {
    expect(sumImpact([])).toEqual({
      months: [],
      years: [],
      total: {
        period: TOTAL_PERIOD,
        reports: 0,
        donated_kg: 0,
        co2_avoided: 0,
        co2_net: 0,
        water_avoided: 0,
        water_net: 0,
        land_avoided: 0,
        land_net: 0,
      },
    });
  });

  it('counts a one-time surplus with its donation and a recurring one with one month', () => {
    const { total } = sumImpact([
      oneTime('2026-03-05T10:00:00Z', 120, 2),
      recurring('2026-03-20T10:00:00Z', 3),
    ]);
    // Not the recurring report's 'once' (10 kg, 1000) nor its year (480 kg, 9999).
    expect(total).toEqual({
      period: 'total',
      reports: 2,
      donated_kg: 160,
      co2_avoided: 5,
      co2_net: -5,
      water_avoided: 50,
      water_net: -50,
      land_avoided: 500,
      land_net: -500,
    });
  });

  it('sums by month and year of creation (UTC), both in ascending order', () => {
    const impact = sumImpact([
      recurring('2027-01-10T00:00:00Z', 4),
      oneTime('2026-11-30T23:30:00Z', 100, 1),
      oneTime('2026-02-01T00:00:00Z', 50, 2),
      oneTime('2026-11-01T08:00:00Z', 20, 3),
    ]);
    expect(impact.months.map((m) => [m.period, m.reports, m.donated_kg, m.co2_avoided])).toEqual([
      ['2026-02', 1, 50, 2],
      ['2026-11', 2, 120, 4],
      ['2027-01', 1, 40, 4],
    ]);
    expect(impact.years.map((y) => [y.period, y.reports, y.donated_kg, y.land_net])).toEqual([
      ['2026', 3, 170, -600],
      ['2027', 1, 40, -400],
    ]);
    expect(impact.total).toMatchObject({ reports: 4, donated_kg: 210, co2_net: -10 });
  });

  it('leaves out a report that has neither a donation nor a month', () => {
    const empty: ReportForImpact = { createdAt: new Date('2026-01-01T00:00:00Z'), reports: [] };
    expect(sumImpact([empty]).total.reports).toBe(0);
  });
});
