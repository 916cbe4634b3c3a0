import type { ProgrammeFigures } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSolutionName } from '../../../api/solution-names';
import { handedOverBy, handedOverTotal, type HandedOverGroup } from '../lib/figures';
import { useAdminFormat } from '../lib/format';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TotalsCard, useDuring } from './figures-totals';

const INDICATORS: readonly ImpactIndicator[] = ['co2', 'water', 'land'];

const avoidedOf = (group: HandedOverGroup, indicator: ImpactIndicator) =>
  indicator === 'co2'
    ? group.co2Avoided
    : indicator === 'water'
      ? group.waterAvoided
      : group.landAvoided;

function useIndicatorWording() {
  const { i18n } = useTranslation('admin');
  return (indicator: ImpactIndicator) =>
    indicatorWording(i18n.resolvedLanguage ?? i18n.language, indicator);
}

/** The columns every handed-over table shows after its first: offers, kg, avoided impacts. */
function useFigureColumns(): DataColumn<HandedOverGroup>[] {
  const { t } = useTranslation('admin');
  const { count, figure } = useAdminFormat();
  const wording = useIndicatorWording();
  return [
    {
      key: 'count',
      label: t('figures.handedOver.columns.offers'),
      cell: (row) => count(row.count),
      numeric: true,
    },
    {
      key: 'kg',
      label: t('figures.handedOver.columns.kg'),
      cell: (row) => figure(row.kg),
      numeric: true,
    },
    ...INDICATORS.map((indicator): DataColumn<HandedOverGroup> => ({
      key: indicator,
      label: t('figures.reports.avoided', {
        indicator: wording(indicator).name,
        unit: wording(indicator).unit,
      }),
      cell: (row) => figure(avoidedOf(row, indicator)),
      numeric: true,
    })),
  ];
}

/** By solution (named by its id in the interface language), by country and by month. */
function HandedOverTables({ rows }: { rows: ProgrammeFigures['handedOver'] }) {
  const { t } = useTranslation('admin');
  const { country, month } = useAdminFormat();
  const solutionName = useSolutionName();
  const figures = useFigureColumns();
  const empty = t('figures.handedOver.empty');
  return (
    <Stack gap="lg">
      <DataTable<HandedOverGroup>
        caption={t('figures.handedOver.bySolution')}
        rows={handedOverBy(rows, (r) => r.solutionId)}
        rowKey={(row) => row.key}
        minWidth={760}
        empty={empty}
        columns={[
          {
            key: 'solution',
            label: t('figures.handedOver.columns.solution'),
            cell: (row) => solutionName(row.key, row.key),
          },
          ...figures,
        ]}
      />
      <DataTable<HandedOverGroup>
        caption={t('figures.handedOver.byCountry')}
        rows={handedOverBy(rows, (r) => r.country)}
        rowKey={(row) => row.key}
        minWidth={760}
        empty={empty}
        columns={[
          {
            key: 'country',
            label: t('figures.tables.country'),
            cell: (row) => country(row.key),
          },
          ...figures,
        ]}
      />
      <DataTable<HandedOverGroup>
        caption={t('figures.handedOver.byMonth')}
        rows={handedOverBy(rows, (r) => r.period).sort((a, b) => b.key.localeCompare(a.key))}
        rowKey={(row) => row.key}
        minWidth={760}
        empty={empty}
        columns={[
          {
            key: 'month',
            label: t('figures.charts.month'),
            cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{month(row.key)}</span>,
          },
          ...figures,
        ]}
      />
    </Stack>
  );
}

/**
 * The offers handed over in the chosen months (the donors' confirmations), apart from the impact
 * reports, which estimate what was analysed: how many, the kilograms and what they avoided by the
 * reports' model (before transport), each figure naming its months; then by solution, country
 * and month.
 */
export function FiguresHandedOver({
  figures,
  range,
}: {
  figures: ProgrammeFigures;
  /** The range's first and last month ('YYYY-MM'), when known. */
  range: { from: string; to: string } | null;
}) {
  const { t } = useTranslation('admin');
  const { count, figure } = useAdminFormat();
  const wording = useIndicatorWording();
  const during = useDuring(range);
  const total = handedOverTotal(figures);
  return (
    <Stack gap="md">
      <Text size="sm">{t('figures.handedOver.rule')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TotalsCard
          title={t('figures.handedOver.totalsTitle')}
          facts={[
            { label: during(t('figures.handedOver.offers')), value: count(total.count) },
            {
              label: during(t('figures.handedOver.kg')),
              value: t('figures.kg', { value: figure(total.kg) }),
            },
            ...INDICATORS.map((indicator) => ({
              label: during(
                t('figures.handedOver.avoided', { indicator: wording(indicator).name }),
              ),
              value: t('figures.handedOver.value', {
                value: figure(avoidedOf(total, indicator)),
                unit: wording(indicator).unit,
              }),
            })),
          ]}
        />
      </SimpleGrid>
      {figures.handedOver.length === 0 ? (
        <Text c="dimmed">{t('figures.handedOver.empty')}</Text>
      ) : (
        <HandedOverTables rows={figures.handedOver} />
      )}
    </Stack>
  );
}
