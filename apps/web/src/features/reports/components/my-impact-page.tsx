import { emptyImpactTotals, type ImpactTotals, type MyImpact } from '@foodhub/contracts';
import type { ImpactIndicator } from '@foodhub/domain';
import { Alert, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { netDirection } from '../../../lib/impact-story';
import { useMyImpact } from '../api/reports';
import { monthKey, monthsBetween } from '../lib/format';
import { buildImpactCsv, IMPACT_CSV_FILENAME } from '../lib/impact-csv';
import { HandedOverSection } from './handed-over-section';
import { chartMonths, ImpactChart } from './impact-chart';
import {
  asOfDate,
  avoidedOf,
  ImpactSection,
  INDICATORS,
  TotalsCard,
  TotalsTable,
  useImpactText,
  type Column as TableColumn,
} from './impact-parts';
import { ErrorState, LoadingState, OpenToolButton } from './page-states';
import { CsvButton } from '../../../components/csv-button';

/** Months the chart shows: the twelve up to this month (or the latest month with reports). */
const CHART_MONTHS = 12;

const netOf = (totals: ImpactTotals, indicator: ImpactIndicator) =>
  indicator === 'co2' ? totals.co2_net : indicator === 'water' ? totals.water_net : totals.land_net;

/** The twelve months ending with this month, or with a later month that has reports. */
export function chartRange(months: readonly ImpactTotals[], now: Date): string[] {
  const latest = [monthKey(now), ...months.map((m) => m.period)].sort().at(-1)!;
  const [year, month] = latest.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - CHART_MONTHS, 15));
  return monthsBetween(monthKey(start), latest);
}

/** One period's plain statement, then what each indicator saved after transport. */
function LeadCard({ title, totals }: { title: string; totals: ImpactTotals }) {
  const { t, format, wording, saving } = useImpactText();
  const co2 = wording('co2');
  const kg = format.figure(totals.donated_kg);
  const added = netDirection(totals.co2_net) === 'adds';
  return (
    <TotalsCard
      title={title}
      lead={t(added ? 'impact.leadAdded' : 'impact.leadSaved', {
        kg,
        value: format.figure(Math.abs(totals.co2_net)),
        unit: co2.unit,
      })}
      adds={added}
      facts={[
        { label: t('impact.totals.reports'), value: format.count(totals.reports) },
        { label: t('impact.totals.donations'), value: format.figure(totals.donations) },
        { label: t('impact.totals.donated'), value: t('impact.kg', { value: kg }) },
        ...INDICATORS.map((indicator) => ({
          label: t('impact.totals.net', { indicator: wording(indicator).name }),
          value: saving(netOf(totals, indicator), indicator),
        })),
      ]}
    />
  );
}

/** The indicators' names and units, each with the sentence saying what its unit means. */
function UnitsMeaning() {
  const { t, wording } = useImpactText();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('impact.unitsTitle')}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          {INDICATORS.map((indicator) => (
            <div key={indicator}>
              <Text component="dt" size="sm" fw={700}>
                {t('impact.unitName', {
                  indicator: wording(indicator).name,
                  unit: wording(indicator).unit,
                })}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {wording(indicator).meaning}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

type Column = TableColumn<ImpactTotals>;

function ImpactContent({ impact }: { impact: MyImpact }) {
  const { t, format, wording, indicatorColumn, language } = useImpactText();
  const today = asOfDate(impact.as_of);
  const year = String(today.getUTCFullYear());
  const thisYear = impact.years.find((y) => y.period === year) ?? emptyImpactTotals(year);
  const chart = useMemo(
    () => chartMonths(impact.months, chartRange(impact.months, asOfDate(impact.as_of))),
    [impact.months, impact.as_of],
  );
  // Newest first in the tables.
  const months = [...impact.months].sort((a, b) => b.period.localeCompare(a.period));
  const years = [...impact.years].sort((a, b) => b.period.localeCompare(a.period));
  const firstMonth = months.at(-1)?.period ?? monthKey(today);

  // The plain tables: what was donated and what each indicator saved (the net, sign turned).
  const plainColumns: Column[] = [
    { key: 'reports', label: t('impact.columns.reports'), cell: (r) => format.count(r.reports) },
    {
      key: 'donations',
      label: t('impact.columns.donations'),
      cell: (r) => format.figure(r.donations),
    },
    {
      key: 'donated',
      label: t('impact.columns.donated'),
      cell: (r) => format.figure(r.donated_kg),
    },
    ...INDICATORS.map((indicator) =>
      indicatorColumn('saved', indicator, (r: ImpactTotals) => -netOf(r, indicator)),
    ),
  ];
  // The detailed table: avoided and the signed net, as the report's detailed table has them.
  const detailColumns: Column[] = INDICATORS.flatMap((indicator) => [
    indicatorColumn('avoided', indicator, (r: ImpactTotals) => avoidedOf(r, indicator)),
    indicatorColumn('net', indicator, (r: ImpactTotals) => netOf(r, indicator)),
  ]);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text>{t('impact.rule')}</Text>
        <Text size="sm" c="dimmed">
          {t('impact.asOf', { date: format.date(today.toISOString()) })}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LeadCard title={t('impact.thisYear', { year })} totals={thisYear} />
        <LeadCard
          title={t('impact.overall', { month: format.month(firstMonth) })}
          totals={impact.total}
        />
      </SimpleGrid>

      <UnitsMeaning />

      <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('impact.note')}</Text>
      </Alert>

      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('impact.chartTitle', { indicator: wording('co2').name })}
        </Title>
        <ImpactChart data={chart} />
      </Stack>

      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('impact.byMonth')}
        </Title>
        <TotalsTable
          caption={t('impact.byMonthCaption')}
          rows={months}
          label={(p) => format.month(p)}
          columns={plainColumns}
          empty={t('impact.emptyText')}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('impact.byYear')}
        </Title>
        <TotalsTable
          caption={t('impact.byYearCaption')}
          rows={years}
          label={(p) => p}
          columns={plainColumns}
          empty={t('impact.emptyText')}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('impact.detailTitle')}
        </Title>
        <Text size="sm">{t('impact.detailText')}</Text>
        <TotalsTable
          caption={t('impact.detailCaption')}
          rows={months}
          label={(p) => format.month(p)}
          columns={detailColumns}
          empty={t('impact.emptyText')}
        />
      </Stack>

      <div>
        <CsvButton
          file={() => ({
            text: buildImpactCsv(impact, { language, sign: t('impact.csvSign') }),
            name: IMPACT_CSV_FILENAME,
          })}
        >
          {t('impact.downloadCsv')}
        </CsvButton>
      </div>
    </Stack>
  );
}

/**
 * What the saved reports add up to: an estimate of what was analysed, apart from what offers
 * actually handed over (the section above it).
 */
function AnalysedSection({ impact }: { impact: MyImpact }) {
  const { t } = useTranslation('reports');
  return (
    <ImpactSection
      title={t('impact.analysed.title')}
      text={t('impact.analysed.text')}
      empty={
        impact.total.reports === 0
          ? {
              title: t('impact.emptyTitle'),
              text: t('impact.emptyText'),
              action: <OpenToolButton />,
            }
          : null
      }
    >
      <ImpactContent impact={impact} />
    </ImpactSection>
  );
}

/**
 * /my-impact: what the user's offers handed over, then what the saved reports add up to over
 * the months their donations run: two quantities, each under its own heading.
 */
export function MyImpactPage() {
  const { t } = useTranslation('reports');
  const impact = useMyImpact();

  let content;
  if (impact.isPending) {
    content = <LoadingState label={t('impact.loading')} />;
  } else if (impact.isError) {
    content = <ErrorState title={t('impact.error')} onRetry={() => void impact.refetch()} />;
  } else {
    content = (
      <Stack gap={48}>
        <HandedOverSection handedOver={impact.data.handed_over} asOf={impact.data.as_of} />
        <AnalysedSection impact={impact.data} />
      </Stack>
    );
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
