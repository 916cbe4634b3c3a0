import type { ProviderGaps } from '@foodhub/contracts';
import { fileDate } from '../../../lib/download';
import { csvLines, csvNumber, csvText } from '../../../lib/report-csv';

/** The columns of the gaps CSV; units in the names, as in the figures' CSV. */
export const PROVIDER_GAPS_CSV_COLUMNS = [
  'solution_id',
  'solution_name',
  'country',
  'city',
  'surpluses',
  'kg_per_week',
  'last_searched_at',
  'nearest_real_provider_km',
  'radius_km',
] as const;

/**
 * The gaps as the table lists them (the most asked first), one row each (RFC 4180, CRLF). The
 * country as stored (a code), the last search as the API's ISO time, and an empty nearest
 * distance when no real provider of the solution exists at all. The radius repeats on every row,
 * so a row read on its own still says what 'near' meant.
 */
export function buildProviderGapsCsv(report: ProviderGaps): string {
  return csvLines([
    PROVIDER_GAPS_CSV_COLUMNS.join(','),
    ...report.gaps.map((gap) =>
      [
        csvText(gap.solutionId),
        csvText(gap.solutionName),
        csvText(gap.country),
        csvText(gap.city),
        csvNumber(gap.surpluses),
        csvNumber(gap.kgPerWeek),
        csvText(gap.lastSearchedAt),
        gap.nearestKm === null ? '' : csvNumber(gap.nearestKm),
        csvNumber(report.radiusKm),
      ].join(','),
    ),
  ]);
}

/** 'provider-gaps-2026-03-20.csv': the gaps are as of today, so the file says which day. */
export function providerGapsCsvFilename(today: Date = new Date()): string {
  return `provider-gaps-${fileDate(today)}.csv`;
}

/** The columns of the CSV of offers no provider took. */
export const OFFERS_NOT_TAKEN_CSV_COLUMNS = [
  'period',
  'country',
  'city',
  'food_group',
  'solution_id',
  'solution_name',
  'offers',
  'declined',
  'unanswered',
  'last_at',
] as const;

/**
 * The offers no provider took, as the section lists them (each month, the most first): one row
 * a group, the food group by its English name and the country as stored (a code), as in the
 * gaps' CSV; 'unanswered' counts the offers whose window ended without an answer.
 */
export function buildOffersNotTakenCsv(report: ProviderGaps['offersNotTaken']): string {
  return csvLines([
    OFFERS_NOT_TAKEN_CSV_COLUMNS.join(','),
    ...report.rows.map((row) =>
      [
        csvText(row.period),
        csvText(row.country),
        csvText(row.city),
        csvText(row.foodGroup),
        csvText(row.solutionId),
        csvText(row.solutionName),
        csvNumber(row.offers),
        csvNumber(row.declined),
        csvNumber(row.expired),
        csvText(row.lastAt),
      ].join(','),
    ),
  ]);
}

/** 'offers-not-taken-2026-03-20.csv', by the day it was made, as the gaps' file. */
export function offersNotTakenCsvFilename(today: Date = new Date()): string {
  return `offers-not-taken-${fileDate(today)}.csv`;
}
