import {
  availablePeriods,
  calculateImpactReport,
  type DonationInput,
  type ImpactReportInput,
} from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { buildReportCsv, csvNumber, REPORT_CSV_COLUMNS } from './report-csv';

const weekly: DonationInput = {
  amountKg: 20,
  frequency: { times: 1, interval: 'week' },
  seasonal: false,
  monthlyCapacities: [],
};

const input: ImpactReportInput = {
  donation: weekly,
  productImpacts: null,
  transport: { distanceKm: 10, weightKg: 25 },
};

const reportsOf = (i: ImpactReportInput) =>
  availablePeriods(i.donation).map((period) => calculateImpactReport(i, period));

const parse = (csv: string) =>
  csv
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describe('csvNumber', () => {
  it('writes plain numbers with a dot, at most 6 decimals and no negative zero', () => {
    expect(csvNumber(1234567.891)).toBe('1234567.891');
    expect(csvNumber(-0.1234567)).toBe('-0.123457');
    expect(csvNumber(0.1 + 0.2)).toBe('0.3');
    expect(csvNumber(-0)).toBe('0');
    expect(csvNumber(-0.0000001)).toBe('0');
    expect(csvNumber(42)).toBe('42');
    expect(csvNumber(0.00001)).toBe('0.00001');
  });
});

describe('buildReportCsv', () => {
  it('has the header and one row per period and indicator, with CRLF line ends', () => {
    const csv = buildReportCsv(reportsOf(input));
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parse(csv);
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(
      rows.slice(1).map(([period, indicator, unit]) => `${period}/${indicator}/${unit}`),
    ).toEqual([
      'once/co2/kg CO2-eq',
      'once/water/m3 world eq',
      'once/land/point',
      'month/co2/kg CO2-eq',
      'month/water/m3 world eq',
      'month/land/point',
      'year/co2/kg CO2-eq',
      'year/water/m3 world eq',
      'year/land/point',
    ]);
  });

  it('carries the numbers of the impact model', () => {
    const reports = reportsOf(input);
    const rows = parse(buildReportCsv(reports));
    const year = reports[2]!;
    const yearWater = rows.find(([p, i]) => p === 'year' && i === 'water')!;
    const r = year.indicators.water;
    expect(yearWater.slice(3).map(Number)).toEqual(
      [
        r.productionSubstitution,
        r.wasteTreatmentAvoided,
        r.avoided,
        r.transport,
        r.additional,
        r.net,
        year.donatedKg,
      ].map((v) => Math.round(v * 1e6) / 1e6),
    );
    // 20 kg a week: 1040 kg a year.
    expect(yearWater[9]).toBe('1040');
    // Avoided impacts are positive, the net of a short transport is a saving.
    expect(Number(yearWater[5])).toBeGreaterThan(0);
    expect(Number(yearWater[8])).toBeLessThan(0);
  });

  it('has only the once rows for a one-time surplus', () => {
    const once: ImpactReportInput = {
      ...input,
      donation: { ...weekly, frequency: { times: 1, interval: 'once' } },
    };
    const rows = parse(buildReportCsv(reportsOf(once)));
    expect(rows).toHaveLength(1 + 3);
    expect(rows.slice(1).every(([period]) => period === 'once')).toBe(true);
  });

  it('is only the header without reports', () => {
    expect(buildReportCsv([])).toBe(`${REPORT_CSV_COLUMNS.join(',')}\r\n`);
  });
});
