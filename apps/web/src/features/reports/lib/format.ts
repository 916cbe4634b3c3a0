import { useTranslation } from 'react-i18next';
import { formatFigure, formatNumber } from '../../../lib/format-number';

/** '2026-11' → a date in that month (the 15th at noon UTC: no time zone moves it). */
export function monthDate(period: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
}

/** The month of a date as 'YYYY-MM' (local time), as GET /me/impact names months. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The months from one 'YYYY-MM' to another, both included (empty when from is after to). */
export function monthsBetween(from: string, to: string): string[] {
  const start = monthDate(from);
  const end = monthDate(to);
  if (!start || !end) return [];
  const months: string[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (
    year < end.getUTCFullYear() ||
    (year === end.getUTCFullYear() && month <= end.getUTCMonth())
  ) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}

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
    date: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime())
        ? iso
        : new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(date);
    },
    /** A month of 'My impact' ('2026-11'), e.g. 'November 2026'. */
    month: (period: string, style: 'long' | 'short' = 'long') => {
      const date = monthDate(period);
      if (!date) return period;
      return new Intl.DateTimeFormat(lng, {
        month: style,
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date);
    },
    /** Only the month's name, short ('Nov'), for the chart's axis. */
    monthShort: (period: string) => {
      const date = monthDate(period);
      return date
        ? new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' }).format(date)
        : period;
    },
  };
}
