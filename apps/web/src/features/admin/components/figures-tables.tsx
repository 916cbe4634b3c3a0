import type { ProgrammeFigures } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
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
import { DataTable, type DataColumn } from './data-table';

/** The range's figures by country, food group, account type and provider origin. */
export function FiguresTables({ figures }: { figures: ProgrammeFigures }) {
  const { t } = useTranslation('admin');
  const { count, amount, country } = useAdminFormat();
  const empty = t('figures.tables.empty');
  const col = {
    country: {
      key: 'country',
      label: t('figures.tables.country'),
      cell: (row: GroupTotal) => country(row.key),
    },
    count: (label: string): DataColumn<GroupTotal> => ({
      key: 'count',
      label,
      cell: (row) => count(row.count),
      numeric: true,
    }),
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
          {
            key: 'individual',
            label: t('types.individual'),
            cell: (row) => count(row.individual),
            numeric: true,
          },
          {
            key: 'company',
            label: t('types.company'),
            cell: (row) => count(row.company),
            numeric: true,
          },
          {
            key: 'total',
            label: t('figures.tables.total'),
            cell: (row) => count(row.total),
            numeric: true,
          },
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
          {
            key: 'now',
            label: t('figures.tables.now'),
            cell: (row) => count(row.now),
            numeric: true,
          },
          {
            key: 'added',
            label: t('figures.tables.added'),
            cell: (row) => count(row.added),
            numeric: true,
          },
        ]}
      />
    </SimpleGrid>
  );
}

type ReportMonth = ProgrammeFigures['reports'][number];

/**
 * The impact reports of each month as My impact counts them (a recurring report in every month it
 * runs), newest first: what was donated, the climate change saved after transport, and what the
 * donations avoided before it.
 */
export function FiguresReportsTable({ figures }: { figures: ProgrammeFigures }) {
  const { t, i18n } = useTranslation('admin');
  const { count, figure, month } = useAdminFormat();
  const wording = (indicator: ImpactIndicator) =>
    indicatorWording(i18n.resolvedLanguage ?? i18n.language, indicator);
  const avoided = (
    indicator: ImpactIndicator,
    value: (row: ReportMonth) => number,
  ): DataColumn<ReportMonth> => ({
    key: `${indicator}Avoided`,
    label: t('figures.reports.avoided', {
      indicator: wording(indicator).name,
      unit: wording(indicator).unit,
    }),
    cell: (row) => figure(value(row)),
    numeric: true,
  });
  const rows = [...figures.reports].sort((a, b) => b.period.localeCompare(a.period));
  return (
    <Stack gap="xs">
      <Text size="sm">{t('figures.reports.rule')}</Text>
      <DataTable<ReportMonth>
        caption={t('figures.reports.caption')}
        rows={rows}
        rowKey={(row) => row.period}
        minWidth={820}
        empty={t('figures.tables.empty')}
        columns={[
          {
            key: 'month',
            label: t('figures.charts.month'),
            cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{month(row.period)}</span>,
          },
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
          {
            key: 'co2Saved',
            label: t('figures.reports.saved', {
              indicator: wording('co2').name,
              unit: wording('co2').unit,
            }),
            cell: (row) => figure(-row.co2Net),
            numeric: true,
          },
          avoided('co2', (row) => row.co2Avoided),
          avoided('water', (row) => row.waterAvoided),
          avoided('land', (row) => row.landAvoided),
        ]}
      />
    </Stack>
  );
}
