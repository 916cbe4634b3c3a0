import type { SavedReport } from '@foodhub/contracts';
import {
  formatDistanceKmIn,
  IMPACT_INDICATORS,
  indicatorWording,
  reportFrequencyText,
  type ImpactIndicator,
  type IndicatorWording,
} from '@foodhub/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSolutionName } from '../../../api/solution-names';
import { FactList, type Fact } from '../../../components/fact-list';
import { climateStory } from '../../../lib/impact-story';
import { monthName } from '../../../lib/format-date';
import { useReportFormat } from '../lib/format';
import { ScrollTable } from '../../../components/scroll-table';

type PeriodReport = SavedReport['reports'][number];

/** The figures of one indicator, in the order the tables show them: the result first, so a phone
 * shows it without scrolling sideways, then what it is made of. */
const FIGURES = [
  'net',
  'avoided',
  'transport',
  'productionSubstitution',
  'wasteTreatmentAvoided',
] as const;

function isIndicator(key: string): key is ImpactIndicator {
  return (IMPACT_INDICATORS as readonly string[]).includes(key);
}

/**
 * An indicator's name, unit and meaning in the interface language: the words of the report step,
 * the PDF and the CSV too (packages/domain impact-wording).
 */
function useWording(): (indicator: ImpactIndicator) => IndicatorWording {
  const { i18n } = useTranslation('reports');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (indicator) => indicatorWording(lng, indicator);
}

/** The label of each constant the impact model stores with a report (impactModelConstants). */
const CONSTANT_LABELS: Record<string, string> = {
  PRODUCTION_SUBSTITUTION_RATE: 'productionSubstitutionRate',
  DONATION_EFFICIENCY: 'donationEfficiency',
  WASTE_TREATMENT_PER_KG: 'wasteTreatmentPerKg',
  TRANSPORT_PER_TONNE_KM: 'transportPerTonneKm',
  TOAST_REFERENCE_PER_KG: 'toastReferencePerKg',
  BASELINE_IMPACT: 'baselineImpact',
  WEEKS_PER_MONTH: 'weeksPerMonth',
  WEEKS_PER_YEAR: 'weeksPerYear',
  MONTHS_PER_YEAR: 'monthsPerYear',
};

/** Null for a constant this version of the page has no words for: it is shown by its name. */
export function constantLabelKey(name: string): string | null {
  return CONSTANT_LABELS[name] ?? null;
}

function HeaderFacts({ report }: { report: SavedReport }) {
  const { t, i18n } = useTranslation('reports');
  const { amount, date, day } = useReportFormat();
  const solutionName = useSolutionName();
  const { header } = report;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const facts: Fact[] = [];

  // The company row only with a name; an address without one is not a company's name.
  if (header.company_name) facts.push({ label: t('document.company'), value: header.company_name });
  if (header.company_address) {
    facts.push({ label: t('document.address'), value: header.company_address });
  }
  facts.push({ label: t('document.surplus'), value: header.surplus_name || '—' });
  facts.push({
    label: t('document.amount'),
    value: t('document.amountValue', {
      amount: amount(header.amount_kg),
      // The words of the PDF and the CSV too (packages/domain report-wording).
      frequency: reportFrequencyText(lng, header.frequency),
    }),
  });
  if (header.seasonal && header.active_months.length > 0) {
    facts.push({
      label: t('document.season'),
      value: header.active_months.map((m) => monthName(m)).join(', '),
    });
  }
  facts.push({
    label: t('document.solution'),
    value: solutionName(header.solution.id, header.solution.process_name),
  });
  facts.push({
    label: t('document.provider'),
    value: header.provider ? (
      <>
        {header.provider.name}
        {header.provider.address && (
          <Text component="span" display="block" size="sm" c="dimmed">
            {header.provider.address}
          </Text>
        )}
        {header.provider.sample && (
          <Text component="span" display="block" size="sm" data-testid="sample-provider">
            {t('document.sample', { name: header.provider.name })}
          </Text>
        )}
      </>
    ) : (
      t('document.noProvider')
    ),
  });
  facts.push({
    label: t('document.distance'),
    value: header.transport ? (
      <>
        {t('document.distanceValue', {
          km: formatDistanceKmIn(header.transport.distance_km, lng),
          kg: amount(header.transport.transport_weight_kg),
        })}
        <Text component="span" display="block" size="sm" c="dimmed">
          {t('document.route', {
            source: header.transport.source,
            destination: header.transport.destination,
          })}
          {header.transport.method === 'great-circle-estimate' && <> {t('document.estimated')}</>}
        </Text>
      </>
    ) : (
      t('document.noTransport')
    ),
  });
  facts.push({ label: t('document.date'), value: date(report.created_at) });
  if (report.ended_on) {
    facts.push({ label: t('document.stopped'), value: day(report.ended_on) });
  }
  facts.push({ label: t('document.modelVersion'), value: report.model.version });
  return <FactList facts={facts} />;
}

/** One period's figures: a row per indicator, a column per part of the result. */
function PeriodTable({ report }: { report: PeriodReport }) {
  const { t } = useTranslation('reports');
  const { figure } = useReportFormat();
  const wordingOf = useWording();
  const caption = t(`document.periods.${report.period}`);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {caption}
      </Title>
      <Text size="sm" c="dimmed">
        {/* Counted and rounded as the figures are (4.35 donations a month): as on the report
            step and in the PDF. */}
        {t('document.periodAmount', {
          donations: figure(report.donations),
          kg: figure(report.donatedKg),
        })}
      </Text>
      <ScrollTable label={caption} minWidth={640} withTableBorder striped>
        <Table.Caption>{t('document.tableCaption', { period: caption })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('document.indicator')}</Table.Th>
            {FIGURES.map((f) => (
              <Table.Th key={f} scope="col" ta="right">
                {t(`document.figures.${f}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {IMPACT_INDICATORS.map((indicator) => {
            const result = report.indicators[indicator];
            const { name, unit } = wordingOf(indicator);
            return (
              <Table.Tr key={indicator}>
                <Table.Th scope="row" fw={500}>
                  {name}
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {unit}
                  </Text>
                </Table.Th>
                {FIGURES.map((f) => (
                  <Table.Td key={f} ta="right" fw={f === 'net' ? 700 : undefined}>
                    {figure(result[f])}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

/** The model's constants as stored with the report. */
function Assumptions({ model }: { model: SavedReport['model'] }) {
  const { t } = useTranslation('reports');
  const { constant } = useReportFormat();
  const wordingOf = useWording();
  // The database keeps JSON keys in its own order: the model's order is the labels' order.
  const order = Object.keys(CONSTANT_LABELS);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(model.constants).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0) return null;
  const valueText = (value: number | Record<string, number>) => {
    if (typeof value === 'number') return constant(value);
    return Object.entries(value)
      .map(([key, v]) =>
        isIndicator(key)
          ? t('document.constantIndicator', {
              indicator: wordingOf(key).name,
              value: constant(v),
              unit: wordingOf(key).unit,
            })
          : `${key}: ${constant(v)}`,
      )
      .join('; ');
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('document.assumptionsTitle')}
      </Title>
      <Text size="sm">{t('document.assumptionsText')}</Text>
      <ScrollTable label={t('document.assumptionsTitle')} minWidth={320} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('document.constant')}</Table.Th>
            <Table.Th scope="col">{t('document.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(([name, value]) => {
            const key = constantLabelKey(name);
            return (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={500}>
                  {key ? t(`document.constants.${key}`) : name}
                </Table.Th>
                <Table.Td>{valueText(value)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

const LEAD_COLOURS = {
  saves: 'var(--mantine-color-green-text)',
  adds: 'var(--mantine-color-orange-text)',
  none: undefined,
} as const;

/**
 * The results' first words: what the donation saves in climate impact, net after transport, per
 * year (per donation for a one-time surplus), then per donation and per month; or, plainly, that
 * transport outweighs the benefit. The signed net stays in the tables, with its sign explained.
 */
function ClimateLead({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const { figure } = useReportFormat();
  const { unit } = useWording()('co2');
  const story = climateStory(report.reports);
  if (!story) return null;
  const amount = (period: keyof typeof story.amounts) =>
    t('document.figureUnit', { value: figure(story.amounts[period] ?? 0), unit });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="climate-lead">
      <Stack gap={4}>
        <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} c={LEAD_COLOURS[story.direction]}>
          {story.direction === 'none'
            ? t('document.lead.none')
            : t(`document.lead.${story.direction}.${story.headline}`, {
                amount: amount(story.headline),
              })}
        </Text>
        {story.recurring && story.direction !== 'none' && (
          <Text>
            {t('document.lead.periods', { once: amount('once'), month: amount('month') })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('document.lead.basis')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The three indicators with their units and one sentence on what each unit means. */
function IndicatorMeanings() {
  const { t } = useTranslation('reports');
  const wordingOf = useWording();
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('document.meaningsTitle')}
      </Title>
      <dl style={{ margin: 0 }}>
        {IMPACT_INDICATORS.map((indicator) => {
          const { name, unit, meaning } = wordingOf(indicator);
          return (
            <div key={indicator}>
              <Text component="dt" size="sm" fw={600}>
                {t('document.indicatorUnit', { name, unit })}
              </Text>
              <Text component="dd" size="sm" c="dimmed" ml={0} mb="xs">
                {meaning}
              </Text>
            </div>
          );
        })}
      </dl>
    </Stack>
  );
}

/**
 * A saved report, read-only: the header (who, what, how much, to whom, how far, when, which
 * model), the results of every period and indicator, the model's assumptions and the statement
 * that the analysis is simplified. The owner's page and the shared page show the same document.
 */
export function ReportDocument({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const { product } = report.header;
  const basis =
    product.basis === 'toast-reference'
      ? t('document.basis.toast')
      : t(`document.basis.${product.basis}`, { name: product.name ?? report.header.surplus_name });

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('document.headerTitle')}
        </Title>
        <HeaderFacts report={report} />
      </Stack>

      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('document.resultsTitle')}
        </Title>
        <ClimateLead report={report} />
        <IndicatorMeanings />
        <Text size="sm">{t('document.resultsText')}</Text>
        <Text size="sm" c="dimmed">
          {basis}
        </Text>
        {report.reports.map((period) => (
          <PeriodTable key={period.period} report={period} />
        ))}
      </Stack>

      <Assumptions model={report.model} />

      <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('document.statement')}</Text>
      </Alert>
    </Stack>
  );
}
