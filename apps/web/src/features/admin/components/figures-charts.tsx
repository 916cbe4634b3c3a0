import type { ProgrammeFigures } from '@foodhub/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart';
import { monthlySeries } from '../lib/figures';
import { useAdminFormat } from '../lib/format';

/** Four series by month: accounts, searches, kg per week entered, CO2-eq avoided. */
export function FiguresCharts({ figures }: { figures: ProgrammeFigures }) {
  const { t } = useTranslation('admin');
  const { count, amount, figure } = useAdminFormat();
  const { months } = figures;
  const co2 = t('figures.units.co2');
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
        data={monthlySeries(months, figures.reports, (r) => r.co2Avoided)}
        caption={t('figures.charts.co2', { unit: co2 })}
        periodLabel={period}
        valueLabel={t('figures.charts.co2Axis', { unit: co2 })}
        formatValue={figure}
      />
    </SimpleGrid>
  );
}
