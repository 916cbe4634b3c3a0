import type { ImpactTotals } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
import { netDirection } from '../../../lib/impact-story';
import { useReportFormat } from '../lib/format';
import { EmptyState } from './page-states';
import { DataTable, type DataColumn } from '../../../components/data-table';

// What My impact's two parts (the analysed reports and the offers handed over) share: the
// indicators, their words and units, the rounding, the sections, the cards and the tables.

export const INDICATORS: readonly ImpactIndicator[] = ['co2', 'water', 'land'];

/** What an indicator avoided in one period's totals (the reports' or the offers' handed over). */
export const avoidedOf = (
  totals: Pick<ImpactTotals, 'co2_avoided' | 'water_avoided' | 'land_avoided'>,
  indicator: ImpactIndicator,
) =>
  indicator === 'co2'
    ? totals.co2_avoided
    : indicator === 'water'
      ? totals.water_avoided
      : totals.land_avoided;

/** The day the totals run to (the API's today), as a date; today when it is not one. */
export function asOfDate(asOf: string): Date {
  const date = new Date(`${asOf}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/**
 * The words and numbers of the page in the interface language: the indicators as the report
 * names them (one wording for every surface) and the report step's rounding.
 */
export function useImpactText() {
  const { t, i18n } = useTranslation('reports');
  const format = useReportFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const wording = (indicator: ImpactIndicator) => indicatorWording(language, indicator);
  /** A net result said positively: '41 kg CO2-eq saved', or plainly that it is an addition. */
  const saving = (net: number, indicator: ImpactIndicator) =>
    t(netDirection(net) === 'adds' ? 'impact.added' : 'impact.saved', {
      value: format.figure(Math.abs(net)),
      unit: wording(indicator).unit,
    });
  /** A column of one indicator's figures, named with its unit ('CO2 avoided (kg CO2-eq)'). */
  const indicatorColumn = <T,>(
    kind: 'saved' | 'avoided' | 'net',
    indicator: ImpactIndicator,
    value: (row: T) => number,
  ): Column<T> => ({
    key: `${indicator}-${kind}`,
    label: t(`impact.columns.${kind}`, {
      indicator: wording(indicator).name,
      unit: wording(indicator).unit,
    }),
    cell: (row) => format.figure(value(row)),
  });
  return { t, format, wording, saving, indicatorColumn, language };
}

/**
 * One of the page's two parts, named by its heading: what it counts, then its figures, or the
 * empty state (a heading one level down) while there is nothing to count yet.
 */
export function ImpactSection({
  title,
  text,
  empty,
  children,
}: {
  title: string;
  text: string;
  /** Shown instead of the figures when given. */
  empty: { title: string; text: string; action: ReactNode } | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="xl" id={titleId}>
          {title}
        </Title>
        <Text>{text}</Text>
      </Stack>
      {empty ? <EmptyState order={3} {...empty} /> : children}
    </Stack>
  );
}

/** One period's card: its title, the lead sentence (green for a saving), then its figures. */
export function TotalsCard({
  title,
  lead,
  adds = false,
  facts,
}: {
  title: string;
  lead: string;
  /** The lead tells of an addition rather than a saving: it is orange. */
  adds?: boolean;
  facts: Fact[];
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text
          fz={{ base: 'lg', sm: 'xl' }}
          fw={700}
          c={adds ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-green-text)'}
        >
          {lead}
        </Text>
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}

export type Column<T> = DataColumn<T>;

/** A table of totals, one row per month or year, its figures right-aligned. */
export function TotalsTable<T extends { period: string }>({
  caption,
  rows,
  label,
  columns,
  empty,
}: {
  caption: string;
  rows: T[];
  label: (period: string) => string;
  columns: Column<T>[];
  /** Said instead of a table without rows. */
  empty: string;
}) {
  const { t } = useTranslation('reports');
  const period: Column<T> = {
    key: 'period',
    label: t('impact.columns.period'),
    cell: (row) => label(row.period),
    nowrap: true,
  };
  return (
    <DataTable
      caption={caption}
      columns={[period, ...columns.map((column) => ({ ...column, numeric: true }))]}
      rows={rows}
      rowKey={(row) => row.period}
      minWidth={760}
      empty={empty}
    />
  );
}
