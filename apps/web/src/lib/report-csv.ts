import type { ReportHeader, SavedReport } from '@foodhub/contracts';
import {
  IMPACT_INDICATORS,
  indicatorWording,
  reportFrequencyText,
  roundDistanceKm,
  roundFigure,
  type ImpactReport,
} from '@foodhub/domain';
import { fileDate } from './download';

/** The file name of the report step's CSV. */
export const REPORT_CSV_FILENAME = 'impact-report.csv';

/**
 * The table's columns. Codes name the period and the indicator for a program; indicator_name,
 * unit and meaning are the words of the screen and the PDF in the document's language. net is
 * signed as in the model (negative: more avoided than added); net_saving is the same value
 * negated, as the screens lead with it ('saves 0.789 kg CO2-eq').
 */
export const REPORT_CSV_COLUMNS = [
  'period',
  'indicator',
  'indicator_name',
  'unit',
  'production_substitution',
  'waste_treatment_avoided',
  'avoided',
  'transport',
  'additional',
  'net',
  'net_saving',
  'donated_kg',
  'meaning',
] as const;

/** The header lines of the CSV, in this order, as `field,value`. */
export const REPORT_CSV_FIELDS = [
  'company',
  'company_address',
  'surplus',
  'amount_kg',
  'frequency',
  'solution',
  'solution_id',
  'provider',
  'provider_address',
  'provider_sample',
  'distance_km',
  'date',
  'ended_on',
  'model_version',
  'language',
] as const;

/** What the CSV header needs of a report's header (a saved report's header has all of it). */
export type ReportCsvHeader = Pick<
  ReportHeader,
  | 'company_name'
  | 'company_address'
  | 'surplus_name'
  | 'amount_kg'
  | 'frequency'
  | 'solution'
  | 'provider'
  | 'transport'
>;

/** A report as the CSV writes it: a saved report, or the report step's current one. */
export interface ReportCsvDocument {
  header: ReportCsvHeader;
  /** When the report was made (ISO date-time); the CSV writes its local date. */
  createdAt: string;
  /** The impact model's version, when known (a saved report carries it). */
  modelVersion: string | null;
  /** The periods of the report, in the order to write them. */
  reports: readonly ImpactReport[];
  /** The language of the words (indicator names, units, meanings, the solution's name). */
  language: string;
  /** The solution's name in that language; the name stored with the report without it. */
  solutionName?: string;
  /** The day the user stopped a recurring donation ('YYYY-MM-DD'); null while it runs. */
  endedOn?: string | null;
}

/** A number as CSV text: '.' decimals, at most 6 of them, no grouping, no exponent, no -0. */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 1e6) / 1e6;
  if (rounded === 0) return '0';
  return rounded.toFixed(6).replace(/\.?0+$/, '');
}

/**
 * An impact figure rounded as the screen and the PDF round it (roundFigure: three significant
 * digits below 1,000, whole numbers above), so the file holds the digits the reader saw.
 */
export function csvFigure(value: number): string {
  return csvNumber(roundFigure(value));
}

/**
 * A text field, quoted when it holds a comma, a quote or a line break (RFC 4180). A text that a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first: a city or a
 * surplus name anyone can type) gets a leading apostrophe, so it is shown, never run (OWASP 'CSV
 * injection'). Numbers go through csvNumber and keep their minus sign.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines joined with CRLF, the last one ended too (RFC 4180). */
export function csvLines(rows: readonly string[]): string {
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * How often, in the document's language, in the words of the screen and the PDF: 'once',
 * '3 times', '1 time per week' in English, '1-mal pro Woche' in German.
 */
export function csvFrequency(frequency: ReportCsvHeader['frequency'], language: string): string {
  return reportFrequencyText(language, frequency);
}

/** A transport distance with the one decimal every surface shows: '183.0'. */
export function csvDistance(km: number): string {
  return Number.isFinite(km) ? roundDistanceKm(km).toFixed(1) : '';
}

function headerValues(
  document: ReportCsvDocument,
): Record<(typeof REPORT_CSV_FIELDS)[number], string> {
  const { header } = document;
  const created = new Date(document.createdAt);
  return {
    company: header.company_name ?? '',
    company_address: header.company_address ?? '',
    surplus: header.surplus_name,
    amount_kg: csvNumber(header.amount_kg),
    frequency: csvFrequency(header.frequency, document.language),
    solution: document.solutionName || header.solution.process_name,
    solution_id: header.solution.id,
    provider: header.provider?.name ?? '',
    provider_address: header.provider?.address ?? '',
    // Unknown for a report saved before the sample flag was kept: left empty, not 'false'.
    provider_sample: header.provider?.sample === undefined ? '' : String(header.provider.sample),
    distance_km: header.transport ? csvDistance(header.transport.distance_km) : '',
    date: Number.isNaN(created.getTime()) ? '' : fileDate(created),
    ended_on: document.endedOn ?? '',
    model_version: document.modelVersion ?? '',
    language: document.language,
  };
}

/**
 * The impact report as CSV (RFC 4180, CRLF line ends, UTF-8 text): the document's header as
 * `field,value` lines, an empty line, then the table: its column row and one row per report (in
 * the order given) and indicator (co2, water, land). Impact figures and the food donated in a
 * period are rounded as the screen rounds them, the distance to its one decimal; the amount is
 * written as entered. Codes stay codes; words (frequency, names, units) are in the language.
 */
export function buildReportCsv(document: ReportCsvDocument): string {
  const values = headerValues(document);
  const rows: string[] = REPORT_CSV_FIELDS.map((field) => `${field},${csvText(values[field])}`);
  rows.push('', REPORT_CSV_COLUMNS.join(','));
  for (const report of document.reports) {
    for (const indicator of IMPACT_INDICATORS) {
      const r = report.indicators[indicator];
      const wording = indicatorWording(document.language, indicator);
      rows.push(
        [
          csvText(report.period),
          csvText(indicator),
          csvText(wording.name),
          csvText(wording.unit),
          csvFigure(r.productionSubstitution),
          csvFigure(r.wasteTreatmentAvoided),
          csvFigure(r.avoided),
          csvFigure(r.transport),
          csvFigure(r.additional),
          csvFigure(r.net),
          csvFigure(-r.net),
          csvFigure(report.donatedKg),
          csvText(wording.meaning),
        ].join(','),
      );
    }
  }
  return csvLines(rows);
}

/**
 * A saved report as the CSV reads it, in a language, with the solution named in it (by its id;
 * the stored name when the catalogue no longer lists it).
 */
export function savedReportCsvDocument(
  report: SavedReport,
  language: string,
  solutionName?: string,
): ReportCsvDocument {
  return {
    header: report.header,
    createdAt: report.created_at,
    modelVersion: report.model.version,
    reports: report.reports,
    language,
    solutionName,
    endedOn: report.ended_on,
  };
}

/** The file name of a saved report's CSV: 'impact-report-<surplus>-<date>.csv'. */
export function savedReportCsvFilename(report: SavedReport): string {
  const slug = report.header.surplus_name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const created = new Date(report.created_at);
  const date = Number.isNaN(created.getTime()) ? '' : `-${fileDate(created)}`;
  return `impact-report${slug ? `-${slug}` : ''}${date}.csv`;
}
