import type { ImpactTotals, MyImpact } from '@foodhub/contracts';
import {
  Alert,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/fact-list';
import { pathTo } from '../../../config/paths';
import { saveCsv } from '../../../lib/download';
import { useMyImpact } from '../api/reports';
import { monthKey, monthsBetween, useReportFormat } from '../lib/format';
import { buildImpactCsv, IMPACT_CSV_FILENAME } from '../lib/impact-csv';
import { chartMonths, ImpactChart } from './impact-chart';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { PageHeader } from '../../../components/page-header';

/** Months the chart shows: the twelve up to this month (or the latest month with reports). */
const CHART_MONTHS = 12;

const zeroTotals = (period: string): ImpactTotals => ({
  period,
  reports: 0,
  donated_kg: 0,
  co2_avoided: 0,
  co2_net: 0,
  water_avoided: 0,
  water_net: 0,
  land_avoided: 0,
  land_net: 0,
});

/** The twelve months ending with this month, or with a later month that has reports. */
export function chartRange(months: readonly ImpactTotals[], now: Date): string[] {
  const latest = [monthKey(now), ...months.map((m) => m.period)].sort().at(-1)!;
  const [year, month] = latest.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - CHART_MONTHS, 15));
  const first = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return monthsBetween(first, latest);
}

function TotalsCard({ title, totals }: { title: string; totals: ImpactTotals }) {
  const { t } = useTranslation('reports');
  const { figure, amount, count } = useReportFormat();
  const value = (v: number, indicator: 'co2' | 'water' | 'land') =>
    t('impact.value', { value: figure(v), unit: t(`units.${indicator}`) });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <FactList
          facts={[
            { label: t('impact.totals.reports'), value: count(totals.reports) },
            {
              label: t('impact.totals.donated'),
              value: t('impact.kg', { value: amount(totals.donated_kg) }),
            },
            { label: t('impact.totals.co2Avoided'), value: value(totals.co2_avoided, 'co2') },
            { label: t('impact.totals.co2Net'), value: value(totals.co2_net, 'co2') },
            { label: t('impact.totals.waterAvoided'), value: value(totals.water_avoided, 'water') },
            { label: t('impact.totals.waterNet'), value: value(totals.water_net, 'water') },
            { label: t('impact.totals.landAvoided'), value: value(totals.land_avoided, 'land') },
            { label: t('impact.totals.landNet'), value: value(totals.land_net, 'land') },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** A table of totals, one row per month or year. */
function TotalsTable({
  caption,
  rows,
  label,
}: {
  caption: string;
  rows: ImpactTotals[];
  label: (period: string) => string;
}) {
  const { t } = useTranslation('reports');
  const { figure, amount, count } = useReportFormat();
  const columns = [
    ['reports', (r: ImpactTotals) => count(r.reports)],
    ['donated', (r: ImpactTotals) => amount(r.donated_kg)],
    ['co2Avoided', (r: ImpactTotals) => figure(r.co2_avoided)],
    ['co2Net', (r: ImpactTotals) => figure(r.co2_net)],
    ['waterAvoided', (r: ImpactTotals) => figure(r.water_avoided)],
    ['waterNet', (r: ImpactTotals) => figure(r.water_net)],
    ['landAvoided', (r: ImpactTotals) => figure(r.land_avoided)],
    ['landNet', (r: ImpactTotals) => figure(r.land_net)],
  ] as const;
  return (
    <Table.ScrollContainer
      minWidth={880}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption },
      }}
    >
      <Table withTableBorder striped fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('impact.columns.period')}</Table.Th>
            {columns.map(([key]) => (
              <Table.Th key={key} scope="col" ta="right">
                {t(`impact.columns.${key}`, {
                  unit: key.startsWith('co2')
                    ? t('units.co2')
                    : key.startsWith('water')
                      ? t('units.water')
                      : t('units.land'),
                })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.period}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {label(row.period)}
              </Table.Th>
              {columns.map(([key, cell]) => (
                <Table.Td key={key} ta="right">
                  {cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ImpactContent({ impact }: { impact: MyImpact }) {
  const { t } = useTranslation('reports');
  const { month } = useReportFormat();
  const year = String(new Date().getFullYear());
  const thisYear = impact.years.find((y) => y.period === year) ?? zeroTotals(year);
  const chart = useMemo(
    () => chartMonths(impact.months, chartRange(impact.months, new Date())),
    [impact.months],
  );
  // Newest first in the tables.
  const months = [...impact.months].sort((a, b) => b.period.localeCompare(a.period));
  const years = [...impact.years].sort((a, b) => b.period.localeCompare(a.period));

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TotalsCard title={t('impact.thisYear', { year })} totals={thisYear} />
        <TotalsCard title={t('impact.overall')} totals={impact.total} />
      </SimpleGrid>

      <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('impact.note')}</Text>
      </Alert>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('impact.chartTitle')}
        </Title>
        <ImpactChart data={chart} />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('impact.byMonth')}
        </Title>
        <TotalsTable caption={t('impact.byMonthCaption')} rows={months} label={month} />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('impact.byYear')}
        </Title>
        <TotalsTable caption={t('impact.byYearCaption')} rows={years} label={(p) => p} />
      </Stack>

      <div>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => saveCsv(buildImpactCsv(impact), IMPACT_CSV_FILENAME)}
        >
          {t('impact.downloadCsv')}
        </Button>
      </div>
    </Stack>
  );
}

/** /my-impact: what the user's saved reports add up to, by month, by year and overall. */
export function MyImpactPage() {
  const { t } = useTranslation('reports');
  const impact = useMyImpact();

  let content;
  if (impact.isPending) {
    content = <LoadingState label={t('impact.loading')} />;
  } else if (impact.isError) {
    content = <ErrorState title={t('impact.error')} onRetry={() => void impact.refetch()} />;
  } else if (impact.data.total.reports === 0) {
    content = (
      <EmptyState
        title={t('impact.emptyTitle')}
        text={t('impact.emptyText')}
        action={
          <Button
            component={Link}
            to={pathTo('tool')}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('list.openTool')}
          </Button>
        }
      />
    );
  } else {
    content = <ImpactContent impact={impact.data} />;
  }

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('impact.title')} subtitle={t('impact.subtitle')} />
        {content}
      </Stack>
    </Container>
  );
}
