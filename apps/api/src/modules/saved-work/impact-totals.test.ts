import type { SavedReport } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { sumImpact, TOTAL_PERIOD, type ReportForImpact } from './impact-totals';

type Period = SavedReport['reports'][number];

/**
 * A period of `donations` donations of 10 kg whose indicators are simple multiples of the
 * donations, as the impact model's are (linear), so that every sum is written by hand.
 */
function period(name: Period['period'], donations: number): Period {
  const indicator = (factor: number) => ({
    productionSubstitution: 0,
    wasteTreatmentAvoided: 0,
    avoided: donations * factor,
    transport: 0,
    additional: 0,
    net: -donations * factor,
  });
  return {
    period: name,
    donations,
    donatedKg: 10 * donations,
    perKgSource: 'product',
    indicators: { co2: indicator(1), water: indicator(10), land: indicator(100) },
  };
}

/** A one-time surplus of 10 kg: only its one donation. */
const oneTime = (createdAt: string): ReportForImpact => ({
  createdAt: new Date(createdAt),
  endedOn: null,
  header: { frequency: { times: 1, interval: 'once' }, seasonal: false, active_months: [] },
  reports: [period('once', 1)],
});

/** 10 kg once a week: 4 donations in the average month (a round 4, to sum by hand), 48 a year. */
const weekly = (
  createdAt: string,
  more: Partial<Pick<ReportForImpact, 'endedOn' | 'header'>> = {},
): ReportForImpact => ({
  createdAt: new Date(createdAt),
  endedOn: null,
  header: { frequency: { times: 1, interval: 'week' }, seasonal: false, active_months: [] },
  reports: [period('once', 1), period('month', 4), period('year', 48)],
  ...more,
});

const at = (time: string) => new Date(time);
const close = (value: number) => expect.closeTo(value, 9);
/** Month by month: [period, reports counting, kg donated]. */
const byMonth = (impact: ReturnType<typeof sumImpact>) =>
  impact.months.map((m) => [m.period, m.reports, m.donated_kg]);

describe('sumImpact', () => {
  it('is zero, with no months or years, without reports, as of today (UTC)', () => {
    expect(sumImpact([], at('2026-03-31T23:30:00Z'))).toEqual({
      months: [],
      years: [],
      total: {
        period: TOTAL_PERIOD,
        reports: 0,
        donations: 0,
        donated_kg: 0,
        co2_avoided: 0,
        co2_net: 0,
        water_avoided: 0,
        water_net: 0,
        land_avoided: 0,
        land_net: 0,
      },
      as_of: '2026-03-31',
    });
  });

  it('counts a one-time surplus once, in the month the report was made, however long ago', () => {
    const impact = sumImpact([oneTime('2025-11-30T23:30:00Z')], at('2027-02-01T00:00:00Z'));
    expect(byMonth(impact)).toEqual([['2025-11', 1, 10]]);
    expect(impact.total).toMatchObject({ reports: 1, donations: 1, donated_kg: 10, co2_net: -1 });
  });

  it('counts a recurring surplus’s average month in every whole month from its day to today', () => {
    const impact = sumImpact([weekly('2026-01-01T08:00:00Z')], at('2026-03-31T20:00:00Z'));
    // Not its one donation (10 kg) nor its year (480 kg), once: its month (40 kg), three times.
    expect(byMonth(impact)).toEqual([
      ['2026-01', 1, 40],
      ['2026-02', 1, 40],
      ['2026-03', 1, 40],
    ]);
    expect(impact.total).toEqual({
      period: 'total',
      reports: 1,
      donations: 12,
      donated_kg: 120,
      co2_avoided: 12,
      co2_net: -12,
      water_avoided: 120,
      water_net: -120,
      land_avoided: 1200,
      land_net: -1200,
    });
  });

  it('counts the share of the days it ran in its first month and in the current one', () => {
    const impact = sumImpact([weekly('2026-01-17T10:00:00Z')], at('2026-03-10T09:00:00Z'));
    // 17 to 31 January (15 of 31 days), all of February, 1 to 10 March (10 of 31 days).
    expect(byMonth(impact)).toEqual([
      ['2026-01', 1, close((40 * 15) / 31)],
      ['2026-02', 1, 40],
      ['2026-03', 1, close((40 * 10) / 31)],
    ]);
    expect(impact.months[1]!.donations).toBe(4);
  });

  it('stops on the day the user stopped the donation, that day included', () => {
    const report = weekly('2026-01-01T00:00:00Z', { endedOn: '2026-02-14' });
    const impact = sumImpact([report], at('2026-06-15T12:00:00Z'));
    expect(byMonth(impact)).toEqual([
      ['2026-01', 1, 40],
      ['2026-02', 1, close((40 * 14) / 28)],
    ]);
    // Stopped on the day it was made: that one day.
    const oneDay = weekly('2026-04-30T18:00:00Z', { endedOn: '2026-04-30' });
    expect(byMonth(sumImpact([oneDay], at('2026-06-15T12:00:00Z')))).toEqual([
      ['2026-04', 1, close(40 / 30)],
    ]);
  });

  it('counts a seasonal surplus in its active months only: a whole year sums to its year', () => {
    const header = {
      frequency: { times: 1, interval: 'week' as const },
      seasonal: true,
      active_months: ['June', 'July', 'August'],
    };
    const impact = sumImpact(
      [weekly('2026-01-01T00:00:00Z', { header })],
      at('2026-12-31T23:00:00Z'),
    );
    expect(byMonth(impact)).toEqual([
      ['2026-06', 1, close(160)],
      ['2026-07', 1, close(160)],
      ['2026-08', 1, close(160)],
    ]);
    expect(impact.total).toMatchObject({
      reports: 1,
      donations: close(48),
      donated_kg: close(480),
    });
    // Months it does not know by name: every month its average month, as the report does.
    const unknown = { ...header, active_months: ['#6'] };
    const months = sumImpact(
      [weekly('2026-01-01T00:00:00Z', { header: unknown })],
      at('2026-02-28'),
    );
    expect(byMonth(months)).toEqual([
      ['2026-01', 1, 40],
      ['2026-02', 1, 40],
    ]);
  });

  it('sums by month and year, both ascending; a year counts each report once', () => {
    const impact = sumImpact(
      [
        weekly('2026-11-01T00:00:00Z'),
        oneTime('2026-02-01T00:00:00Z'),
        oneTime('2026-11-20T08:00:00Z'),
      ],
      at('2027-01-31T12:00:00Z'),
    );
    expect(byMonth(impact)).toEqual([
      ['2026-02', 1, 10],
      ['2026-11', 2, 50],
      ['2026-12', 1, 40],
      ['2027-01', 1, 40],
    ]);
    expect(impact.years.map((y) => [y.period, y.reports, y.donated_kg, y.land_net])).toEqual([
      ['2026', 3, 100, -1000],
      ['2027', 1, 40, -400],
    ]);
    expect(impact.total).toMatchObject({ reports: 3, donated_kg: 140, co2_net: -14 });
  });

  it('leaves out a report without periods and one made after today', () => {
    const empty: ReportForImpact = { ...oneTime('2026-01-01T00:00:00Z'), reports: [] };
    const later = weekly('2026-05-02T00:00:00Z');
    expect(sumImpact([empty, later], at('2026-05-01T23:59:00Z')).total.reports).toBe(0);
  });
});
