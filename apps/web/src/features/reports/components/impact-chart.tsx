import type { ImpactTotals } from '@foodhub/contracts';
import { indicatorWording } from '@foodhub/domain';
import { useTranslation } from 'react-i18next';
import { BarChart, type BarChartMonth } from '../../../components/bar-chart';
import { useReportFormat } from '../lib/format';

// The chart's scale is shared with the operator console; its tests still import it from here.
export { niceStep } from '../../../components/bar-chart';

export type ChartMonth = BarChartMonth;

/**
 * The months to draw: every month of the range with the climate change saved that month (the
 * net result after transport, its sign turned), 0 for a month without reports. A month where
 * transport outweighs the saving keeps its value below 0: its bar goes down from the axis.
 */
export function chartMonths(
  months: readonly ImpactTotals[],
  range: readonly string[],
): ChartMonth[] {
  const byPeriod = new Map(months.map((m) => [m.period, m.co2_net]));
  // 0 - 0 is -0, which would be written '-0'.
  return range.map((period) => ({ period, value: 0 - (byPeriod.get(period) ?? 0) || 0 }));
}

/** The climate change saved per month (kg CO2-eq), as bars with an accessible table. */
export function ImpactChart({ data }: { data: ChartMonth[] }) {
  const { t, i18n } = useTranslation('reports');
  const { figure } = useReportFormat();
  const co2 = indicatorWording(i18n.resolvedLanguage ?? i18n.language, 'co2');
  return (
    <BarChart
      data={data}
      caption={t('impact.chartCaption', { indicator: co2.name, unit: co2.unit })}
      periodLabel={t('impact.axisMonth')}
      valueLabel={t('impact.axisValue', { unit: co2.unit })}
      formatValue={figure}
      belowZeroLabel={t('impact.belowZero')}
      testId="impact-chart"
    />
  );
}
