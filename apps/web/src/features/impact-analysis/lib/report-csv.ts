import { IMPACT_INDICATORS, INDICATOR_UNITS, type ImpactReport } from '@foodhub/domain';

export const REPORT_CSV_FILENAME = 'impact-report.csv';

export const REPORT_CSV_COLUMNS = [
  'period',
  'indicator',
  'unit',
  'production_substitution',
  'waste_treatment_avoided',
  'avoided',
  'transport',
  'additional',
  'net',
  'donated_kg',
] as const;

/** A number as CSV text: '.' decimals, at most 6 of them, no grouping, no exponent, no -0. */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 1e6) / 1e6;
  if (rounded === 0) return '0';
  return rounded.toFixed(6).replace(/\.?0+$/, '');
}

/** A text field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvText(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The impact report as CSV (RFC 4180, CRLF line ends, UTF-8 text): a header row, then one row per
 * report (in the order given) and indicator (co2, water, land).
 */
export function buildReportCsv(reports: readonly ImpactReport[]): string {
  const rows: string[] = [REPORT_CSV_COLUMNS.join(',')];
  for (const report of reports) {
    for (const indicator of IMPACT_INDICATORS) {
      const r = report.indicators[indicator];
      rows.push(
        [
          csvText(report.period),
          csvText(indicator),
          csvText(INDICATOR_UNITS[indicator]),
          csvNumber(r.productionSubstitution),
          csvNumber(r.wasteTreatmentAvoided),
          csvNumber(r.avoided),
          csvNumber(r.transport),
          csvNumber(r.additional),
          csvNumber(r.net),
          csvNumber(report.donatedKg),
        ].join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
