import type { ProgrammeFigures } from '@foodhub/contracts';
import { fileDate } from '../../../lib/download';
import { indicatorWordsLines, type ImpactCsvWords } from '../../../lib/impact-csv-words';
import { csvFigure, csvLines, csvNumber, csvText } from '../../../lib/report-csv';

/** The columns of the figures CSV; units in the names, as in My impact's CSV. */
export const FIGURES_CSV_COLUMNS = [
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
  'water_net_m3_world_eq',
  'land_net_points',
  'co2_saved_kg_co2_eq',
  'water_saved_m3_world_eq',
  'land_saved_points',
  'solution_id',
  'handed_over_kg',
] as const;

type Column = (typeof FIGURES_CSV_COLUMNS)[number];
type Fields = Partial<Record<Exclude<Column, 'section'>, string>>;

function row(section: string, fields: Fields): string {
  return FIGURES_CSV_COLUMNS.map((column) =>
    column === 'section' ? section : (fields[column] ?? ''),
  ).join(',');
}

const byPeriod = <T extends { period: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.period.localeCompare(b.period));

/**
 * Every row of the figures as one CSV (RFC 4180, CRLF), one section after the other: accounts,
 * searches, surpluses, reports, offers handed over (by solution and the donor's country), providers
 * added (each by month, oldest first) and the providers in the catalogue now, whose period is the
 * day the figures were made. A row fills the columns
 * its section has; impact figures carry three significant digits, as on My impact. A surplus row
 * keeps recurring kg per week and one-time kg apart; a report row is one month as My impact
 * counts it, its nets signed as in My impact's CSV (negative = saved) and its saved columns
 * holding them with the sign turned, as the page shows them. New columns go at the end, so the
 * older ones keep their places. After the table, as in My impact's CSV, the indicators are named
 * in the reader's language and a sentence says how the columns are signed.
 */
export function buildFiguresCsv(figures: ProgrammeFigures, words: ImpactCsvWords): string {
  const generated = new Date(figures.generatedAt);
  const asOf = Number.isNaN(generated.getTime()) ? '' : fileDate(generated);
  return csvLines([
    FIGURES_CSV_COLUMNS.join(','),
    ...byPeriod(figures.accounts).map((r) =>
      row('accounts', {
        period: csvText(r.period),
        account_type: csvText(r.accountType),
        country: csvText(r.country),
        count: csvNumber(r.count),
      }),
    ),
    ...byPeriod(figures.matches).map((r) =>
      row('searches', {
        period: csvText(r.period),
        country: csvText(r.country),
        count: csvNumber(r.count),
      }),
    ),
    ...byPeriod(figures.surpluses).map((r) =>
      row('surpluses', {
        period: csvText(r.period),
        country: csvText(r.country),
        food_group: csvText(r.foodGroup),
        count: csvNumber(r.count),
        kg_per_week: csvNumber(r.kgPerWeek),
        once_kg: csvNumber(r.onceKg),
      }),
    ),
    ...byPeriod(figures.reports).map((r) =>
      row('reports', {
        period: csvText(r.period),
        count: csvNumber(r.count),
        donated_kg: csvNumber(r.donatedKg),
        co2_avoided_kg_co2_eq: csvFigure(r.co2Avoided),
        co2_net_kg_co2_eq: csvFigure(r.co2Net),
        water_avoided_m3_world_eq: csvFigure(r.waterAvoided),
        land_avoided_points: csvFigure(r.landAvoided),
        water_net_m3_world_eq: csvFigure(r.waterNet),
        land_net_points: csvFigure(r.landNet),
        co2_saved_kg_co2_eq: csvFigure(-r.co2Net),
        water_saved_m3_world_eq: csvFigure(-r.waterNet),
        land_saved_points: csvFigure(-r.landNet),
      }),
    ),
    // What offers handed over: counted apart from the reports, avoided impacts only (the
    // pick-up's transport is not taken off).
    ...byPeriod(figures.handedOver).map((r) =>
      row('handed_over', {
        period: csvText(r.period),
        country: csvText(r.country),
        solution_id: csvText(r.solutionId),
        count: csvNumber(r.count),
        handed_over_kg: csvNumber(r.kg),
        co2_avoided_kg_co2_eq: csvFigure(r.co2Avoided),
        water_avoided_m3_world_eq: csvFigure(r.waterAvoided),
        land_avoided_points: csvFigure(r.landAvoided),
      }),
    ),
    ...byPeriod(figures.providers).map((r) =>
      row('providers_added', {
        period: csvText(r.period),
        origin: csvText(r.origin),
        status: csvText(r.status),
        count: csvNumber(r.count),
      }),
    ),
    ...figures.providersNow.map((r) =>
      row('providers_now', {
        period: asOf,
        origin: csvText(r.origin),
        status: csvText(r.status),
        count: csvNumber(r.count),
      }),
    ),
    ...indicatorWordsLines(words),
  ]);
}

/** 'programme-figures-2025-04-to-2026-03.csv': the months it holds, first and last. */
export function figuresCsvFilename(figures: ProgrammeFigures): string {
  const first = figures.months[0];
  const last = figures.months.at(-1);
  return first && last ? `programme-figures-${first}-to-${last}.csv` : 'programme-figures.csv';
}
