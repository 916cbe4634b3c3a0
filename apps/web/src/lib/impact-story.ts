import { roundFigure, type ImpactReport, type ReportPeriod } from '@foodhub/domain';

/*
 * What a report says in plain words, the same on the report step, the saved report and My
 * reports: a donation saves (its net result, after transport, is below zero), adds (transport
 * outweighs what it avoids) or changes nothing. The signed net stays in the detailed tables,
 * where a sentence explains its sign; everywhere else the size is shown with one of these words.
 */

/** Whether a net result is a saving, a burden or, as shown, nothing. */
export type NetDirection = 'saves' | 'adds' | 'none';

/** The direction of a net result as the screen shows it: rounded to 0, it is neither. */
export function netDirection(net: number): NetDirection {
  const shown = roundFigure(net);
  return shown < 0 ? 'saves' : shown > 0 ? 'adds' : 'none';
}

/** The climate result of a report in plain words: its direction and its size per period. */
export interface ClimateStory {
  direction: NetDirection;
  /** The size of the net result (never negative) of each period the report has. */
  amounts: Partial<Record<ReportPeriod, number>>;
  /** The period the first sentence names: a year for a recurring surplus, else one donation. */
  headline: ReportPeriod;
  /** A recurring surplus: per donation and per month follow the year. */
  recurring: boolean;
}

/** The climate story of a report's periods; null without a period (nothing to tell). */
export function climateStory(
  reports: readonly Pick<ImpactReport, 'period' | 'indicators'>[],
): ClimateStory | null {
  const once = reports.find((r) => r.period === 'once');
  if (!once) return null;
  const amounts: Partial<Record<ReportPeriod, number>> = {};
  for (const report of reports) amounts[report.period] = Math.abs(report.indicators.co2.net);
  const recurring = amounts.year !== undefined && amounts.month !== undefined;
  return {
    // Every period is the same donation times a count: one sign for all.
    direction: netDirection(once.indicators.co2.net),
    amounts,
    headline: recurring ? 'year' : 'once',
    recurring,
  };
}
