import type { ProgrammeFigures } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foodGroupLabel } from '../../../components/catalogue-labels';
import {
  accountsByCountry,
  providerGroups,
  totalsBy,
  type CountryAccounts,
  type GroupTotal,
  type ProviderGroup,
} from '../lib/figures';
import { useAdminFormat } from '../lib/format';
import { DataTable, type DataColumn } from '../../../components/data-table';

/** The range's figures by country, food group, account type and provider origin. */
export function FiguresTables({ figures }: { figures: ProgrammeFigures }) {
  const { t } = useTranslation('admin');
  const { count, amount, country } = useAdminFormat();
  const empty = t('figures.tables.empty');
  /** A column of counts (accounts, searches, providers), aligned right. */
  const countColumn = <T,>(
    key: string,
    label: string,
    value: (row: T) => number,
  ): DataColumn<T> => ({ key, label, cell: (row) => count(value(row)), numeric: true });
  const col = {
    country: {
      key: 'country',
      label: t('figures.tables.country'),
      cell: (row: GroupTotal) => country(row.key),
    },
    count: (label: string) => countColumn<GroupTotal>('count', label, (row) => row.count),
    kgPerWeek: {
      key: 'kg',
      label: t('figures.tables.kgPerWeek'),
      cell: (row: GroupTotal) => amount(row.kgPerWeek),
      numeric: true,
    },
    onceKg: {
      key: 'once',
      label: t('figures.tables.onceKg'),
      cell: (row: GroupTotal) => amount(row.onceKg),
      numeric: true,
    },
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <DataTable<CountryAccounts>
        caption={t('figures.tables.accountsByCountry')}
        rows={accountsByCountry(figures)}
        rowKey={(row) => row.country}
        empty={empty}
        columns={[
          {
            key: 'country',
            label: t('figures.tables.country'),
            cell: (row) => country(row.country),
          },
          countColumn('individual', t('types.individual'), (row) => row.individual),
          countColumn('company', t('types.company'), (row) => row.company),
          countColumn('total', t('figures.tables.total'), (row) => row.total),
        ]}
      />
      <DataTable<GroupTotal>
        caption={t('figures.tables.searchesByCountry')}
        rows={totalsBy(figures.matches, (r) => r.country)}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[col.country, col.count(t('figures.tables.searches'))]}
      />
      <DataTable<GroupTotal>
        caption={t('figures.tables.surplusesByFoodGroup')}
        rows={totalsBy(figures.surpluses, (r) => r.foodGroup)}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[
          {
            key: 'group',
            label: t('figures.tables.foodGroup'),
            cell: (row) =>
              row.key.trim() ? foodGroupLabel(row.key, t) : t('figures.tables.noFoodGroup'),
          },
          col.count(t('figures.tables.surpluses')),
          col.kgPerWeek,
          col.onceKg,
        ]}
      />
      <DataTable<GroupTotal>
        caption={t('figures.tables.surplusesByCountry')}
        rows={totalsBy(figures.surpluses, (r) => r.country)}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[col.country, col.count(t('figures.tables.surpluses')), col.kgPerWeek, col.onceKg]}
      />
      <DataTable<ProviderGroup>
        caption={t('figures.tables.providers')}
        rows={providerGroups(figures)}
        rowKey={(row) => `${row.origin}/${row.status}`}
        empty={empty}
        columns={[
          {
            key: 'origin',
            label: t('figures.tables.origin'),
            cell: (row) => t(`origins.${row.origin}`),
          },
          // The contract leaves a provider's status open, so it is shown as the API names it.
          { key: 'status', label: t('figures.tables.status'), cell: (row) => row.status },
          countColumn('now', t('figures.tables.now'), (row) => row.now),
          countColumn('added', t('figures.tables.added'), (row) => row.added),
        ]}
      />
    </SimpleGrid>
  );
}

type ReportMonth = ProgrammeFigures['reports'][number];

const INDICATORS: readonly ImpactIndicator[] = ['co2', 'water', 'land'];

const netOf = (row: ReportMonth, indicator: ImpactIndicator) =>
  indicator === 'co2' ? row.co2Net : indicator === 'water' ? row.waterNet : row.landNet;

const avoidedOf = (row: ReportMonth, indicator: ImpactIndicator) =>
  indicator === 'co2' ? row.co2Avoided : indicator === 'water' ? row.waterAvoided : row.landAvoided;

/**
 * The impact reports of each month as My impact counts them (a recurring report in every month it
 * runs), newest first, in My impact's two tables: what was donated and what each indicator saved
 * after transport; then, in detail, what the donations avoided and the signed net.
 */
export function FiguresReportsTable({ figures }: { figures: ProgrammeFigures }) {
  const { t, i18n } = useTranslation('admin');
  const { count, figure, month } = useAdminFormat();
  const wording = (indicator: ImpactIndicator) =>
    indicatorWording(i18n.resolvedLanguage ?? i18n.language, indicator);
  const rows = [...figures.reports].sort((a, b) => b.period.localeCompare(a.period));
  const monthColumn: DataColumn<ReportMonth> = {
    key: 'month',
    label: t('figures.charts.month'),
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{month(row.period)}</span>,
  };
  const indicatorColumn = (
    kind: 'saved' | 'avoided' | 'net',
    indicator: ImpactIndicator,
    value: (row: ReportMonth) => number,
  ): DataColumn<ReportMonth> => ({
    key: `${indicator}-${kind}`,
    label: t(`figures.reports.${kind}`, {
      indicator: wording(indicator).name,
      unit: wording(indicator).unit,
    }),
    cell: (row) => figure(value(row)),
    numeric: true,
  });
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm">{t('figures.reports.rule')}</Text>
        <DataTable<ReportMonth>
          caption={t('figures.reports.caption')}
          rows={rows}
          rowKey={(row) => row.period}
          minWidth={820}
          empty={t('figures.tables.empty')}
          columns={[
            monthColumn,
            {
              key: 'count',
              label: t('figures.reports.count'),
              cell: (row) => count(row.count),
              numeric: true,
            },
            {
              key: 'donated',
              label: t('figures.reports.donated'),
              cell: (row) => figure(row.donatedKg),
              numeric: true,
            },
            ...INDICATORS.map((indicator) =>
              indicatorColumn('saved', indicator, (row) => -netOf(row, indicator)),
            ),
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('figures.reports.detailTitle')}
        </Title>
        <Text size="sm">{t('figures.reports.detailText')}</Text>
        <DataTable<ReportMonth>
          caption={t('figures.reports.detailCaption')}
          rows={rows}
          rowKey={(row) => row.period}
          minWidth={820}
          empty={t('figures.tables.empty')}
          columns={[
            monthColumn,
            ...INDICATORS.flatMap((indicator) => [
              indicatorColumn('avoided', indicator, (row) => avoidedOf(row, indicator)),
              indicatorColumn('net', indicator, (row) => netOf(row, indicator)),
            ]),
          ]}
        />
      </Stack>
    </Stack>
  );
}
