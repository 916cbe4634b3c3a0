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
