import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth, formatMonthShort } from '../../../lib/format-date';
import { formatFigure, formatNumber } from '../../../lib/format-number';
import { monthDate, monthKey, monthsBetween } from '../../../lib/months';

// The months live in lib/months since the operator console draws them too; the report pages
// keep importing them from here.
export { monthDate, monthKey, monthsBetween };

/** The number formats of the report pages, in the interface language. */
export function useReportFormat() {
  const { i18n } = useTranslation('reports');
  const lng = i18n.language;
  return {
    /** A result of the impact model: three significant figures below 1,000. */
    figure: (value: number) => formatFigure(value, lng),
    /** An amount (kg, km): at most two decimals. */
    amount: (value: number) => formatNumber(value, { maximumFractionDigits: 2 }, lng),
    /** A constant of the model, as precise as it is written (0.0554). */
    constant: (value: number) => formatNumber(value, { maximumFractionDigits: 6 }, lng),
    /** A count (reports, donations). */
    count: (value: number) => formatNumber(value, { maximumFractionDigits: 1 }, lng),
    /** A saved report's date, e.g. '14 March 2026'. */
    date: (iso: string) => formatDate(iso, 'long', lng),
    /**
     * A calendar day ('2026-05-14', as a report's ended_on), e.g. '14 May 2026': read and
     * written in UTC, so no time zone moves it to the day before.
     */
    day: (day: string) => formatDate(day, 'long', lng),
    /** A month of 'My impact' ('2026-11'), e.g. 'November 2026'. */
    month: (period: string, style: 'long' | 'short' = 'long') => formatMonth(period, style, lng),
    /** Only the month's name, short ('Nov'), for the chart's axis. */
    monthShort: (period: string) => formatMonthShort(period, lng),
  };
}
