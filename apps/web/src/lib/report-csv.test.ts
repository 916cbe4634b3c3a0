import {
  availablePeriods,
  calculateImpactReport,
  INDICATOR_WORDING,
  roundFigure,
  type DonationInput,
  type ImpactReportInput,
} from '@foodhub/domain';
import type { SavedReport } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildReportCsv,
  csvFigure,
  csvDistance,
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
import { parse } from 'csv-parse/sync';

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
  provider: { name: 'Tafel Steiermark', address: 'Lagergasse 2, 8020 Graz', sample: true },
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
  language: 'en',
});

/** The records of a CSV text as a spreadsheet reads them (RFC 4180: quoted fields, CRLF). */
const parseCsv = (text: string): string[][] => parse(text, { relaxColumnCount: true });

/** The records of the table: those after the empty line. */
const tableOf = (csv: string) => {
  const records = parseCsv(csv);
  return records.slice(records.findIndex((r) => r.length === 1 && r[0] === '') + 1);
};

/** A table row's value in a column. */
const cell = (row: string[], column: (typeof REPORT_CSV_COLUMNS)[number]) =>
  row[REPORT_CSV_COLUMNS.indexOf(column)];

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

  it('writes the frequency in the words of the document’s language, with its plurals', () => {
    expect(csvFrequency({ times: 1, interval: 'once' }, 'en')).toBe('once');
    expect(csvFrequency({ times: 3, interval: 'once' }, 'en')).toBe('3 times');
    expect(csvFrequency({ times: 1, interval: 'week' }, 'en')).toBe('1 time per week');
    expect(csvFrequency({ times: 2, interval: 'year' }, 'en')).toBe('2 times per year');
    expect(csvFrequency({ times: 1, interval: 'week' }, 'de')).toBe('1-mal pro Woche');
    expect(csvFrequency({ times: 1, interval: 'once' }, 'fr')).toBe('une fois');
    expect(csvFrequency({ times: 2, interval: 'month' }, 'it')).toBe('2 volte al mese');
  });

  it('writes a distance with one decimal, as every surface shows it', () => {
    expect(csvDistance(182.97)).toBe('183.0');
    expect(csvDistance(6.25)).toBe('6.3');
    expect(csvDistance(10)).toBe('10.0');
  });

  it('rounds impact figures to three significant digits', () => {
    expect(csvFigure(-395.8677)).toBe('-396');
    expect(csvFigure(4.34567)).toBe('4.35');
    expect(csvFigure(0.0123456)).toBe('0.0123');
    // From 1,000 whole numbers, as the screen shows them (12,345).
    expect(csvFigure(12345.4)).toBe('12345');
    expect(csvFigure(-0)).toBe('0');
    expect(csvFigure(-0.0001)).toBe('0');
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
      'solution_id,sol-1',
      'provider,Tafel Steiermark',
      'provider_address,"Lagergasse 2, 8020 Graz"',
      'provider_sample,true',
      'distance_km,10.0',
      expect.stringMatching(/^date,2026-03-1[45]$/),
      'ended_on,',
      'model_version,2026.1',
      'language,en',
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
    expect(lines).toContain('provider_sample,');
    expect(lines).toContain('distance_km,');
    expect(lines).toContain('model_version,');
  });

  it("names the solution in the reader's language, with its id", () => {
    const lines = buildReportCsv({
      ...documentOf(input),
      language: 'sl',
      solutionName: 'Podaritev banki hrane',
      endedOn: '2026-05-31',
    }).split('\r\n');
    expect(lines).toContain('solution,Podaritev banki hrane');
    expect(lines).toContain('solution_id,sol-1');
    expect(lines).toContain('ended_on,2026-05-31');
    expect(lines).toContain('language,sl');
  });

  it('has one row per period and indicator with readable units, with CRLF line ends', () => {
    const csv = buildReportCsv(documentOf(input));
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = tableOf(csv);
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(
      rows
        .slice(1)
        .map((row) => `${cell(row, 'period')}/${cell(row, 'indicator')}/${cell(row, 'unit')}`),
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

  it('names, units and explains each indicator in the words of the screen and the PDF', () => {
    for (const language of ['en', 'de', 'sl', 'it', 'fr'] as const) {
      const rows = tableOf(buildReportCsv({ ...documentOf(input), language })).slice(1);
      for (const row of rows) {
        const wording = INDICATOR_WORDING[language][cell(row, 'indicator') as 'co2'];
        expect(cell(row, 'indicator_name')).toBe(wording.name);
        expect(cell(row, 'unit')).toBe(wording.unit);
        expect(cell(row, 'meaning')).toBe(wording.meaning);
      }
    }
    const water = tableOf(buildReportCsv({ ...documentOf(input), language: 'de' })).find(
      (row) => cell(row, 'indicator') === 'water',
    )!;
    expect(cell(water, 'indicator_name')).toBe('Wasserknappheit');
    expect(cell(water, 'unit')).toBe('m3 Welt-Äq');
  });

  it('writes its readable header values in the document’s language', () => {
    const lines = buildReportCsv({ ...documentOf(input), language: 'de' }).split('\r\n');
    expect(lines).toContain('frequency,1-mal pro Woche');
    expect(lines).toContain('language,de');
  });

  it('carries the numbers of the impact model, rounded to three significant digits', () => {
    const reports = reportsOf(input);
    const rows = tableOf(buildReportCsv(documentOf(input)));
    const year = reports[2]!;
    const yearWater = rows.find(
      (row) => cell(row, 'period') === 'year' && cell(row, 'indicator') === 'water',
    )!;
    const r = year.indicators.water;
    const figures = [
      'production_substitution',
      'waste_treatment_avoided',
      'avoided',
      'transport',
      'additional',
      'net',
      'net_saving',
    ] as const;
    expect(figures.map((column) => Number(cell(yearWater, column)))).toEqual(
      [
        r.productionSubstitution,
        r.wasteTreatmentAvoided,
        r.avoided,
        r.transport,
        r.additional,
        r.net,
        -r.net,
      ].map((v) => Number(roundFigure(v).toFixed(6))),
    );
    // 20 kg a week: 1040 kg a year.
    expect(cell(yearWater, 'donated_kg')).toBe('1040');
    // Avoided impacts are positive, the net of a short transport is a saving: net_saving is it,
    // negated, as the screen leads with it.
    expect(Number(cell(yearWater, 'avoided'))).toBeGreaterThan(0);
    expect(Number(cell(yearWater, 'net'))).toBeLessThan(0);
    expect(Number(cell(yearWater, 'net_saving'))).toBe(-Number(cell(yearWater, 'net')));
  });

  it('has only the once rows for a one-time surplus', () => {
    const once: ImpactReportInput = {
      ...input,
      donation: { ...weekly, frequency: { times: 1, interval: 'once' } },
    };
    const rows = tableOf(buildReportCsv(documentOf(once)));
    expect(rows).toHaveLength(1 + 3);
    expect(rows.slice(1).every((row) => cell(row, 'period') === 'once')).toBe(true);
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
    ended_on: null,
  };

  it('reads the header, date, model version and reports of a saved report', () => {
    const csv = buildReportCsv(savedReportCsvDocument(saved, 'en'));
    expect(csv).toBe(buildReportCsv(documentOf(input)));
    const stopped = buildReportCsv(
      savedReportCsvDocument({ ...saved, ended_on: '2026-06-30' }, 'it', 'Donazione'),
    ).split('\r\n');
    expect(stopped).toContain('ended_on,2026-06-30');
    expect(stopped).toContain('solution,Donazione');
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
