import type { ProgrammeFigures } from '@foodhub/contracts';
import { SimpleGrid } from '@mantine/core';
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
        ]}
      />
      <DataTable<GroupTotal>
        caption={t('figures.tables.surplusesByCountry')}
        rows={totalsBy(figures.surpluses, (r) => r.country)}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[col.country, col.count(t('figures.tables.surpluses')), col.kgPerWeek]}
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
