import type { ProgrammeFigures } from '@foodhub/contracts';
import { indicatorWording } from '@foodhub/domain';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart';
import { monthlySeries } from '../lib/figures';
import { useAdminFormat } from '../lib/format';

/**
 * Six series by month: accounts, searches, the recurring kg per week and the one-time kg entered
 * (apart), and the food donated and climate change saved as My impact counts them.
 */
export function FiguresCharts({ figures }: { figures: ProgrammeFigures }) {
  const { t, i18n } = useTranslation('admin');
  const { count, amount, figure } = useAdminFormat();
  const { months } = figures;
  const co2 = indicatorWording(i18n.resolvedLanguage ?? i18n.language, 'co2');
  const period = t('figures.charts.month');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <BarChart
        data={monthlySeries(months, figures.accounts, (r) => r.count)}
        caption={t('figures.charts.accounts')}
        periodLabel={period}
        valueLabel={t('figures.charts.accountsAxis')}
        formatValue={count}
        wholeNumbers
      />
      <BarChart
        data={monthlySeries(months, figures.matches, (r) => r.count)}
        caption={t('figures.charts.searches')}
        periodLabel={period}
        valueLabel={t('figures.charts.searchesAxis')}
        formatValue={count}
        wholeNumbers
        color="var(--mantine-color-blue-7)"
      />
      <BarChart
        data={monthlySeries(months, figures.surpluses, (r) => r.kgPerWeek)}
        caption={t('figures.charts.kgPerWeek')}
        periodLabel={period}
        valueLabel={t('figures.charts.kgPerWeekAxis')}
        formatValue={amount}
        color="var(--mantine-color-orange-8)"
      />
      <BarChart
        data={monthlySeries(months, figures.surpluses, (r) => r.onceKg)}
        caption={t('figures.charts.onceKg')}
        periodLabel={period}
        valueLabel={t('figures.charts.onceKgAxis')}
        formatValue={amount}
        color="var(--mantine-color-yellow-9)"
      />
      <BarChart
        data={monthlySeries(months, figures.reports, (r) => r.donatedKg)}
        caption={t('figures.charts.donated')}
        periodLabel={period}
        valueLabel={t('figures.charts.donatedAxis')}
        formatValue={figure}
        color="var(--mantine-color-teal-8)"
      />
      <BarChart
        data={monthlySeries(months, figures.reports, (r) => -r.co2Net)}
        caption={t('figures.charts.co2', { indicator: co2.name, unit: co2.unit })}
        periodLabel={period}
        valueLabel={t('figures.charts.co2Axis', { unit: co2.unit })}
        formatValue={figure}
        belowZeroLabel={t('figures.charts.belowZero')}
      />
    </SimpleGrid>
  );
}
