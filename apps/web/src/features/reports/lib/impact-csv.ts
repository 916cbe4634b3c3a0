import type { HandedOverTotals, ImpactTotals, MyImpact } from '@foodhub/contracts';
import { indicatorWordsLines, type ImpactCsvWords } from '../../../lib/impact-csv-words';
import { csvFigure, csvLines, csvNumber, csvText } from '../../../lib/report-csv';

export const IMPACT_CSV_COLUMNS = [
  'kind',
  'period',
  'reports',
  'donations',
  'donated_kg',
  'co2_avoided_kg_co2_eq',
  'co2_net_kg_co2_eq',
  'water_avoided_m3_world_eq',
  'water_net_m3_world_eq',
  'land_avoided_points',
  'land_net_points',
  'co2_saved_kg_co2_eq',
  'water_saved_m3_world_eq',
  'land_saved_points',
  'handed_over_offers',
  'handed_over_kg',
] as const;

function row(kind: 'month' | 'year' | 'total', totals: ImpactTotals): string {
  return [
    kind,
    csvText(kind === 'total' ? 'all' : totals.period),
    csvNumber(totals.reports),
    csvFigure(totals.donations),
    csvNumber(totals.donated_kg),
    csvFigure(totals.co2_avoided),
    csvFigure(totals.co2_net),
    csvFigure(totals.water_avoided),
    csvFigure(totals.water_net),
    csvFigure(totals.land_avoided),
    csvFigure(totals.land_net),
    csvFigure(-totals.co2_net),
    csvFigure(-totals.water_net),
    csvFigure(-totals.land_net),
    // The handed-over columns are the handed-over rows' own.
    '',
    '',
  ].join(',');
}

/**
 * What offers handed over, in a month or in all: its own columns, and the avoided impacts in the
 * reports' avoided columns (no net: the pick-up's transport is not taken off).
 */
function handedOverRow(kind: 'handed_over_month' | 'handed_over_total', totals: HandedOverTotals) {
  const cells: Partial<Record<(typeof IMPACT_CSV_COLUMNS)[number], string>> = {
    kind,
    period: csvText(kind === 'handed_over_total' ? 'all' : totals.period),
    co2_avoided_kg_co2_eq: csvFigure(totals.co2_avoided),
    water_avoided_m3_world_eq: csvFigure(totals.water_avoided),
    land_avoided_points: csvFigure(totals.land_avoided),
    handed_over_offers: csvNumber(totals.offers),
    handed_over_kg: csvNumber(totals.kg),
  };
  return IMPACT_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');
}

/**
 * 'My impact' as CSV (RFC 4180, CRLF): the column row (units in the names), then one row per
 * month, per year (oldest first) and the total, counted as the page counts them (a recurring
 * report in every month it runs), then what offers handed over, per month and in all (their own
 * columns at the end). Impact figures and donations (an average month may hold a
 * fraction) carry three significant digits. Nets keep the model's sign (negative = saved); the
 * saved columns hold them with the sign turned, the numbers the page leads with. After an empty
 * line the indicators are named in the reader's language with their units and meanings, and a
 * sentence says how the columns are signed.
 */
export function buildImpactCsv(impact: MyImpact, words: ImpactCsvWords): string {
  const byPeriod = (a: { period: string }, b: { period: string }) =>
    a.period.localeCompare(b.period);
  return csvLines([
    IMPACT_CSV_COLUMNS.join(','),
    ...[...impact.months].sort(byPeriod).map((m) => row('month', m)),
    ...[...impact.years].sort(byPeriod).map((y) => row('year', y)),
    row('total', impact.total),
    ...[...impact.handed_over.months]
      .sort(byPeriod)
      .map((m) => handedOverRow('handed_over_month', m)),
    handedOverRow('handed_over_total', impact.handed_over.total),
    ...indicatorWordsLines(words),
  ]);
}

export const IMPACT_CSV_FILENAME = 'my-impact.csv';
