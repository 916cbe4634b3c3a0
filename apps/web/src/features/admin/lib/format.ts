import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMonth } from '../../../lib/format-date';
import { formatFigure, formatNumber } from '../../../lib/format-number';
import { countryName, formatKm } from '../../../lib/providers/provider-format';

/** The number and date formats of the operator console, in the interface language. */
export function useAdminFormat() {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  return {
    /** A count (accounts, searches, providers). */
    count: (value: number) => formatNumber(value, { maximumFractionDigits: 0 }, lng),
    /** An amount (kg per week): at most two decimals, as the report pages write kg. */
    amount: (value: number) => formatNumber(value, { maximumFractionDigits: 2 }, lng),
    /** A result of the impact model: three significant figures below 1,000, as on My impact. */
    figure: (value: number) => formatFigure(value, lng),
    /** A distance in km with one decimal, as the provider lists write it ('12.3 km'). */
    km: (value: number) => formatKm(value * 1000, 1, lng),
    /** A coordinate in degrees: five decimals are about a metre, as precise as a map pin. */
    degrees: (value: number) => formatNumber(value, { maximumFractionDigits: 5 }, lng),
    /** A month ('2026-03'), e.g. 'March 2026'. */
    month: (period: string) => formatMonth(period, 'long', lng),
    /** A day, e.g. '14 March 2026', as a saved report's date reads. */
    date: (iso: string) => formatDate(iso, 'long', lng),
    /** A moment of the audit log, to the minute. */
    dateTime: (iso: string) => formatDateTime(iso, lng),
    /** A stored country (a code or a name) in the interface language; '' is unknown. */
    country: (value: string) =>
      value.trim() ? countryName(value, lng) : t('figures.tables.unknownCountry'),
  };
}
