import type { ImpactTotals } from '@foodhub/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, type BarChartMonth } from '../../../components/bar-chart';
import { useReportFormat } from '../lib/format';

// The chart's scale is shared with the operator console; its tests still import it from here.
export { niceStep } from '../../../components/bar-chart';

export type ChartMonth = BarChartMonth;

/** The months to draw: every month of the range, with the months' totals or 0. */
export function chartMonths(
  months: readonly ImpactTotals[],
  range: readonly string[],
): ChartMonth[] {
  const byPeriod = new Map(months.map((m) => [m.period, m.co2_avoided]));
  return range.map((period) => ({ period, value: Math.max(0, byPeriod.get(period) ?? 0) }));
}

/** The climate impact avoided per month (kg CO2-eq), as bars with an accessible table. */
export function ImpactChart({ data }: { data: ChartMonth[] }) {
  const { t } = useTranslation('reports');
  const { figure } = useReportFormat();
  const unit = t('units.co2');
  return (
    <BarChart
      data={data}
      caption={t('impact.chartCaption', { unit })}
      periodLabel={t('impact.axisMonth')}
      valueLabel={t('impact.axisValue', { unit })}
      formatValue={figure}
      testId="impact-chart"
    />
  );
}
