import {
  IMPACT_INDICATORS,
  REPORT_PERIODS,
  TOAST_REFERENCE_PER_KG,
  type ImpactIndicator,
  type ImpactReport,
  type ReportPeriod,
} from '@foodhub/domain';
import type { Product, ProductRecogniseResponse, SavedReport } from '@foodhub/contracts';
import { Box, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { foodGroupLabel, foodSubgroupLabel } from '../../../components/catalogue-labels';
import { useSolutionName } from '../../../api/solution-names';
import { currentLanguage } from '../../../lib/i18n';
import {
  buildReportCsv,
  REPORT_CSV_FILENAME,
  type ReportCsvDocument,
  type ReportCsvHeader,
} from '../../../lib/report-csv';
import type { ImpactReportState } from '../hooks/use-impact-report';
import { SavedReportPdfButton } from './saved-report-pdf';
import classes from './report-step.module.css';
import { IndicatorResults, useFormat, useIndicatorWording } from './report-results';
import { CsvButton } from '../../../components/csv-button';
import { SegmentedChoice } from '../../../components/segmented-choice';

const isIndicator = (value: string | null): value is ImpactIndicator =>
  (IMPACT_INDICATORS as readonly string[]).includes(value ?? '');

/**
 * Which AGRIBALYSE values stand for a recognised free-text surplus, in words; the group and
 * subgroup come by their English names and are named in the interface language.
 */
function recognitionNote(
  recognition: ProductRecogniseResponse,
  text: string,
  t: TFunction<['analysis', 'catalogue']>,
): string {
  const count = recognition.products_count;
  // The term and product as the interface language names them, where the answer says.
  const term = recognition.term_label ?? recognition.term;
  const product = recognition.product_label ?? recognition.product_name;
  switch (recognition.basis) {
    case 'product':
      return t('product.recognised.product', { name: product, text });
    case 'term':
      return count === 1 && product
        ? t('product.recognised.termOne', { name: product, term, text })
        : t('product.recognised.term', { count, term, text });
    case 'subgroup':
      return t('product.recognised.subgroup', {
        count,
        subgroup: foodSubgroupLabel(recognition.food_subgroup ?? '', t),
        text,
      });
    default:
      return t('product.recognised.group', {
        count,
        group: foodGroupLabel(recognition.food_group ?? '', t),
        text,
      });
  }
}

/** Download CSV: the report as it stands, its solution named in the interface language. */
function ReportCsvButton({ document }: { document: () => ReportCsvDocument | null }) {
  const { t } = useTranslation('analysis');
  const solutionName = useSolutionName();
  return (
    <CsvButton
      file={() => {
        const csv = document();
        if (!csv) return null;
        const { id, process_name } = csv.header.solution;
        return {
          text: buildReportCsv({ ...csv, solutionName: solutionName(id, process_name) }),
          name: REPORT_CSV_FILENAME,
        };
      }}
    >
      {t('report.downloadCsv')}
    </CsvButton>
  );
}

export interface PeriodChoiceProps {
  period: ReportPeriod;
  /** The periods the surplus allows; the others are shown disabled. */
  available: readonly ReportPeriod[];
  onChange: (period: ReportPeriod) => void;
}

/** The choice of the report's period (not printed). */
export function PeriodChoice({ period, available, onChange }: PeriodChoiceProps) {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const periodLabelId = useId();
  return (
    <Stack gap={6} className={classes.noPrint}>
      <Text id={periodLabelId} fw={600} size="sm">
        {t('report.periodLabel')}
      </Text>
      <Box maw={{ base: '100%', sm: 420 }}>
        <SegmentedChoice
          fullWidth
          aria-labelledby={periodLabelId}
          value={period}
          onChange={onChange}
          data={REPORT_PERIODS.map((p) => ({
            value: p,
            label: t(`report.periods.${p}`),
            disabled: !available.includes(p),
          }))}
        />
      </Box>
      {available.length === 1 && (
        <Text size="xs" c="dimmed">
          {t('report.oneTimeHint')}
        </Text>
      )}
    </Stack>
  );
}

export interface IndicatorTabsProps {
  indicator: ImpactIndicator;
  onChange: (indicator: ImpactIndicator) => void;
  report: ImpactReport;
  /** What the surplus is, for the comparison not to compare it with itself. */
  surplusText: string;
}

/** One tab per indicator with its results for the report's period. */
export function IndicatorTabs({ indicator, onChange, report, surplusText }: IndicatorTabsProps) {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const wordingOf = useIndicatorWording();
  return (
    <Tabs
      value={indicator}
      onChange={(value) => {
        if (isIndicator(value)) onChange(value);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('report.indicatorLabel')} className={classes.noPrint}>
        {IMPACT_INDICATORS.map((i) => (
          <Tabs.Tab key={i} value={i}>
            {t('report.indicatorTitle', { name: wordingOf(i).name, unit: wordingOf(i).unit })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {IMPACT_INDICATORS.map((i) => (
        <Tabs.Panel key={i} value={i} pt="lg">
          <IndicatorResults report={report} indicator={i} surplusText={surplusText} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Printed only: every indicator's figures for the report's period, in one table. */
export function AllIndicatorsTable({ report }: { report: ImpactReport }) {
  const { t } = useTranslation(['analysis', 'catalogue']);
  const { format } = useFormat();
  const wordingOf = useIndicatorWording();
  const periodText = t(`report.periodsLong.${report.period}`);
  return (
    <div className={classes.printOnly}>
      <Title order={4} fz="md" mb="xs">
        {t('report.allIndicatorsTitle', { period: periodText })}
      </Title>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('report.indicatorLabel')}</Table.Th>
            <Table.Th>{t('report.figures.avoided')}</Table.Th>
            <Table.Th>{t('report.figures.additional')}</Table.Th>
            <Table.Th>{t('report.figures.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {IMPACT_INDICATORS.map((i) => {
            const r = report.indicators[i];
            const { name, unit } = wordingOf(i);
            return (
              <Table.Tr key={i}>
                <Table.Th scope="row">{t('report.indicatorTitle', { name, unit })}</Table.Th>
                <Table.Td>{t('report.value', { value: format(r.avoided), unit })}</Table.Td>
                <Table.Td>{t('report.value', { value: format(r.additional), unit })}</Table.Td>
                <Table.Td>{t('report.value', { value: format(r.net), unit })}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs">
        {t('report.signNote')}
      </Text>
    </div>
  );
}

export interface ReportDetailsProps {
  report: ImpactReport;
  /** The surplus name as entered, trimmed. */
  name: string;
  productDetails: Product | null;
  recognition: ProductRecogniseResponse | null;
  transportResult: ImpactReportState['transportResult'];
}

/** The report's inputs: where the product's values come from, the amounts and the transport. */
export function ReportDetails({
  report,
  name,
  productDetails,
  recognition,
  transportResult,
}: ReportDetailsProps) {
  const { t, i18n } = useTranslation(['analysis', 'catalogue']);
  const { format, distance, amount, reference } = useFormat();
  const toast = {
    co2: reference(TOAST_REFERENCE_PER_KG.co2),
    water: reference(TOAST_REFERENCE_PER_KG.water),
    land: reference(TOAST_REFERENCE_PER_KG.land),
  };
  const recognisedNote = recognition?.found ? recognitionNote(recognition, name, t) : null;
  const productNote =
    report.perKgSource === 'product'
      ? (recognisedNote ??
        t('product.source', {
          // In another language the product as the user chose it: the list's name in it.
          name: i18n.language === 'en' || !name ? (productDetails?.product_name ?? name) : name,
        }))
      : !name
        ? t('product.noName', toast)
        : productDetails
          ? t('product.noImpacts', { ...toast, name: productDetails.product_name })
          : t('product.notFound', { ...toast, name });

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('report.detailsTitle')}
      </Title>
      <Text size="sm">{productNote}</Text>
      <dl className={classes.details}>
        <dt>{t('report.details.donations')}</dt>
        <dd>{format(report.donations)}</dd>
        <dt>{t('report.details.donatedKg')}</dt>
        <dd>{t('report.details.kg', { value: format(report.donatedKg) })}</dd>
        {transportResult ? (
          <>
            <dt>{t('report.details.distance')}</dt>
            <dd>{t('report.details.km', { value: distance(transportResult.distance_km) })}</dd>
            <dt>{t('report.details.weight')}</dt>
            <dd>
              {t('report.details.kg', { value: amount(transportResult.transport_weight_kg) })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('report.details.transport')}</dt>
            <dd>{t('report.details.transportNotCalculated')}</dd>
          </>
        )}
      </dl>
    </Stack>
  );
}

export interface ReportExportProps {
  /** The document header of the report as it stands (hooks/use-report-record). */
  header: ReportCsvHeader | null;
  /** The save of the report (api/reports useSaveReport). */
  save: UseQueryResult<SavedReport>;
  reports: ImpactReport[];
}

/** Print, Download CSV and, once saved, the saved report's PDF (not printed). */
export function ReportExport({ header, save, reports }: ReportExportProps) {
  const { t } = useTranslation(['analysis', 'catalogue']);

  // The CSV's header: the report as it stands; date and model version of the saved one; the
  // words in the interface language, as on the screen.
  const csvDocument = (): ReportCsvDocument | null =>
    header && {
      header,
      createdAt: save.data?.created_at ?? new Date().toISOString(),
      modelVersion: save.data?.model.version ?? null,
      reports,
      language: currentLanguage(),
    };

  return (
    <Stack gap="xs" className={classes.noPrint}>
      <Title order={3} fz="lg">
        {t('report.exportTitle')}
      </Title>
      <Group gap="sm">
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('report.print')}
        </Button>
        <ReportCsvButton document={csvDocument} />
        {save.data && <SavedReportPdfButton id={save.data.id} />}
      </Group>
    </Stack>
  );
}
