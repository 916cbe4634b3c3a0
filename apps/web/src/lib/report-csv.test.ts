import {
  availablePeriods,
  calculateImpactReport,
  roundSignificant,
  type DonationInput,
  type ImpactReportInput,
} from '@foodhub/domain';
import type { SavedReport } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildReportCsv,
  csvFigure,
  csvFrequency,
  csvNumber,
  csvText,
  REPORT_CSV_COLUMNS,
  REPORT_CSV_FIELDS,
  savedReportCsvDocument,
  savedReportCsvFilename,
  type ReportCsvDocument,
  type ReportCsvHeader,
} from './report-csv';

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

const header: ReportCsvHeader = {
  company_name: 'Bäckerei "Sonne", Graz',
  company_address: 'Hauptplatz 1, 8010 Graz, Austria',
  surplus_name: 'Bread',
  amount_kg: 20,
  frequency: { times: 1, interval: 'week' },
  solution: { id: 'sol-1', process_name: 'Food bank donation', category: 'Reuse (human)' },
  provider: { name: 'Tafel Steiermark', address: 'Lagergasse 2, 8020 Graz' },
  transport: {
    source: 'Hauptplatz 1, Graz',
    destination: 'Lagergasse 2, Graz',
    distance_km: 10,
    transport_weight_kg: 25,
    method: 'osrm',
  },
};

const documentOf = (i: ImpactReportInput, h: ReportCsvHeader = header): ReportCsvDocument => ({
  header: h,
  createdAt: '2026-03-14T10:00:00.000Z',
  modelVersion: '2026.1',
  reports: reportsOf(i),
});

/** The lines of the table: those after the empty line. */
const tableOf = (csv: string) => {
  const lines = csv.split('\r\n');
  return lines
    .slice(lines.indexOf('') + 1)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
};

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

  it('writes the frequency in plain words', () => {
    expect(csvFrequency({ times: 1, interval: 'once' })).toBe('once');
    expect(csvFrequency({ times: 3, interval: 'once' })).toBe('3 times');
    expect(csvFrequency({ times: 2, interval: 'year' })).toBe('2 times per year');
  });

  it('rounds impact figures to three significant digits', () => {
    expect(csvFigure(-395.8677)).toBe('-396');
    expect(csvFigure(4.34567)).toBe('4.35');
    expect(csvFigure(0.0123456)).toBe('0.0123');
    expect(csvFigure(12345)).toBe('12300');
    expect(csvFigure(-0)).toBe('0');
  });
});

describe('buildReportCsv', () => {
  it('starts with the header fields as field,value lines and an empty line', () => {
    const csv = buildReportCsv(documentOf(input));
    const lines = csv.split('\r\n');
    const blank = lines.indexOf('');
    expect(blank).toBe(REPORT_CSV_FIELDS.length);
    expect(lines.slice(0, blank)).toEqual([
      // A value with a comma or a quote is quoted, its quotes doubled (RFC 4180).
      'company,"Bäckerei ""Sonne"", Graz"',
      'company_address,"Hauptplatz 1, 8010 Graz, Austria"',
      'surplus,Bread',
      'amount_kg,20',
      'frequency,1 time per week',
      'solution,Food bank donation',
      'provider,Tafel Steiermark',
      'provider_address,"Lagergasse 2, 8020 Graz"',
      'distance_km,10',
      expect.stringMatching(/^date,2026-03-1[45]$/),
      'model_version,2026.1',
    ]);
    expect(lines[blank + 1]).toBe(REPORT_CSV_COLUMNS.join(','));
  });

  it('leaves unknown header values empty', () => {
    const csv = buildReportCsv({
      ...documentOf(input, {
        ...header,
        company_name: null,
        company_address: null,
        provider: null,
        transport: null,
      }),
      modelVersion: null,
    });
    const lines = csv.split('\r\n');
    expect(lines).toContain('company,');
    expect(lines).toContain('provider,');
    expect(lines).toContain('distance_km,');
    expect(lines).toContain('model_version,');
  });

  it('has one row per period and indicator with readable units, with CRLF line ends', () => {
    const csv = buildReportCsv(documentOf(input));
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = tableOf(csv);
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(
      rows.slice(1).map(([period, indicator, unit]) => `${period}/${indicator}/${unit}`),
    ).toEqual([
      'once/co2/kg CO2-eq',
      'once/water/m3 world eq',
      'once/land/points',
      'month/co2/kg CO2-eq',
      'month/water/m3 world eq',
      'month/land/points',
      'year/co2/kg CO2-eq',
      'year/water/m3 world eq',
      'year/land/points',
    ]);
  });

  it('carries the numbers of the impact model, rounded to three significant digits', () => {
    const reports = reportsOf(input);
    const rows = tableOf(buildReportCsv(documentOf(input)));
    const year = reports[2]!;
    const yearWater = rows.find(([p, i]) => p === 'year' && i === 'water')!;
    const r = year.indicators.water;
    expect(yearWater.slice(3, 9).map(Number)).toEqual(
      [
        r.productionSubstitution,
        r.wasteTreatmentAvoided,
        r.avoided,
        r.transport,
        r.additional,
        r.net,
      ].map((v) => Number(roundSignificant(v, 3).toFixed(6))),
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
    const rows = tableOf(buildReportCsv(documentOf(once)));
    expect(rows).toHaveLength(1 + 3);
    expect(rows.slice(1).every(([period]) => period === 'once')).toBe(true);
  });

  it('is the header and the column row without reports', () => {
    const csv = buildReportCsv({ ...documentOf(input), reports: [] });
    expect(csv.endsWith(`\r\n\r\n${REPORT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
  });
});

describe('saved reports', () => {
  const saved: SavedReport = {
    id: 'r1',
    created_at: '2026-03-14T10:00:00.000Z',
    updated_at: '2026-03-14T10:00:00.000Z',
    language: 'de',
    header: {
      ...header,
      seasonal: false,
      active_months: [],
      product: { basis: 'product', name: 'Bread, wholemeal' },
    },
    reports: reportsOf(input),
    model: { version: '2026.1', constants: {} },
    share_token: null,
    share_show_company: false,
  };

  it('reads the header, date, model version and reports of a saved report', () => {
    const csv = buildReportCsv(savedReportCsvDocument(saved));
    expect(csv).toBe(buildReportCsv(documentOf(input)));
  });

  it('names the file after the surplus and the date', () => {
    expect(savedReportCsvFilename(saved)).toMatch(/^impact-report-bread-2026-03-1[45]\.csv$/);
    expect(
      savedReportCsvFilename({
        ...saved,
        header: { ...saved.header, surplus_name: 'Äpfel & Birnen' },
      }),
    ).toMatch(/^impact-report-apfel-birnen-2026-03-1[45]\.csv$/);
  });
});

describe('csvText', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvText('Graz')).toBe('Graz');
    expect(csvText('Bäckerei "Sonne", Graz')).toBe('"Bäckerei ""Sonne"", Graz"');
    expect(csvText('a\nb')).toBe('"a\nb"');
  });

  it('never lets a spreadsheet run a typed text as a formula', () => {
    expect(csvText('=HYPERLINK("http://x","Graz")')).toBe(`"'=HYPERLINK(""http://x"",""Graz"")"`);
    expect(csvText('+43 316 123')).toBe("'+43 316 123");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvNumber(-1.5)).toBe('-1.5');
  });
});
