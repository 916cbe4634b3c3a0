import {
  IMPACT_INDICATORS,
  REPORT_PERIODS,
  TOAST_REFERENCE_PER_KG,
  type ImpactIndicator,
  type ReportPeriod,
} from '@foodhub/domain';
import {
  Alert,
  Anchor,
  Box,
  Container,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProductRecogniseResponse } from '@foodhub/contracts';
import { Link } from 'react-router';
import { foodGroupLabel, foodSubgroupLabel } from '../../../components/catalogue-labels';
import { pathTo } from '../../../config/paths';
import { useSaveReport } from '../../../api/reports';
import { useSolutionName } from '../../../api/solution-names';
import { saveCsv } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import {
  buildReportCsv,
  REPORT_CSV_FILENAME,
  type ReportCsvDocument,
} from '../../../lib/report-csv';
import { useSessionStore } from '../../../stores/session-store';
import type { ImpactReportState } from '../hooks/use-impact-report';
import { useReportRecord } from '../hooks/use-report-record';
import { SavedReportPdfButton } from './saved-report-pdf';
import { useAnalysisStore } from '../store';
import { ReportSaveStatus } from './report-save-status';
import classes from './report-step.module.css';
import { ClimateLead, IndicatorResults, useFormat, useIndicatorWording } from './report-results';
import { TransportSensitivity } from './transport-sensitivity';

export interface ReportStepProps {
  /** The report state (hooks/use-impact-report), computed once by the page. */
  state: ImpactReportState;
}

const isIndicator = (value: string | null): value is ImpactIndicator =>
  (IMPACT_INDICATORS as readonly string[]).includes(value ?? '');
const isPeriod = (value: string): value is ReportPeriod =>
  (REPORT_PERIODS as readonly string[]).includes(value);

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
function CsvButton({ document }: { document: () => ReportCsvDocument | null }) {
  const { t } = useTranslation('analysis');
  const solutionName = useSolutionName();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={() => {
        const csv = document();
        if (!csv) return;
        const { id, process_name } = csv.header.solution;
        saveCsv(
          buildReportCsv({ ...csv, solutionName: solutionName(id, process_name) }),
          REPORT_CSV_FILENAME,
        );
      }}
    >
      {t('report.downloadCsv')}
    </Button>
  );
}

/** The spec's statement on what the report is, with the link to the tool description. */
function Statement() {
  const { t } = useTranslation('analysis');
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm">
        {t('report.statement')}{' '}
        <Anchor component={Link} to={pathTo('tool-description')} size="sm">
          {t('report.howItWorks')}
        </Anchor>
      </Text>
    </Alert>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Paper>
  );
}

/** Spec part 2 §2 'Environmental Impact Report step': the simplified report of a donation. */
function ReportContent({ state }: ReportStepProps) {
  const { t, i18n } = useTranslation(['analysis', 'catalogue']);
  const { format, distance, amount, reference } = useFormat();
  const wordingOf = useIndicatorWording();
  const periodLabelId = useId();
  const { donation, surplusName, reuseHuman, isLoading, transportResult, calculation } = state;
  const productDetails = state.product?.productDetails ?? null;
  const environmentalImpacts = state.product?.environmentalImpacts ?? null;
  const recognition = state.product?.recognition ?? null;
  const calculations = useAnalysisStore((s) => s.reuseHumanCalculations);
  const set = useAnalysisStore((s) => s.set);
  // A report that can be made is kept in 'My reports' of the signed-in user, once per inputs.
  const record = useReportRecord(state);
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const save = useSaveReport(isLoggedIn ? record.inputs : null);

  if (!reuseHuman) {
    return (
      <Notice title={t('report.notImplemented.title')} text={t('report.notImplemented.text')} />
    );
  }
  if (!donation) {
    return (
      <Stack gap="md">
        <Notice title={t('report.noAmount.title')} text={t('report.noAmount.text')} />
        <Statement />
      </Stack>
    );
  }
  if (isLoading || !calculation) {
    return (
      <Group gap="sm" role="status" py="xl" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>{t('report.loading')}</Text>
      </Group>
    );
  }

  const transport = transportResult
    ? { distanceKm: transportResult.distance_km, weightKg: transportResult.transport_weight_kg }
    : null;
  if (!calculation.ok || !state.report) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('report.invalid.title')}
        >
          {t('report.invalid.text')}
        </Alert>
        <Statement />
      </Stack>
    );
  }

  const { reports } = calculation;
  const { period, report } = state;
  const available = reports.map((r) => r.period);
  const indicator = calculations.indicator;
  const periodText = t(`report.periodsLong.${report.period}`);
  const toast = {
    co2: reference(TOAST_REFERENCE_PER_KG.co2),
    water: reference(TOAST_REFERENCE_PER_KG.water),
    land: reference(TOAST_REFERENCE_PER_KG.land),
  };
  const name = surplusName.trim();
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

  // What the surplus is, for the comparison not to compare it with itself.
  const surplusText = [
    recognition?.term,
    recognition?.product_name,
    productDetails?.product_name,
    name,
  ]
    .filter(Boolean)
    .join(' ');

  const setCalculations = (update: Partial<typeof calculations>) =>
    set({ reuseHumanCalculations: { ...calculations, ...update } });

  // The CSV's header: the report as it stands; date and model version of the saved one; the
  // words in the interface language, as on the screen.
  const csvDocument = (): ReportCsvDocument | null =>
    record.header && {
      header: record.header,
      createdAt: save.data?.created_at ?? new Date().toISOString(),
      modelVersion: save.data?.model.version ?? null,
      reports,
      language: currentLanguage(),
    };

  return (
    <div className={classes.report}>
      <Stack gap="lg">
        {record.inputs && (
          <div className={classes.noPrint}>
            <ReportSaveStatus isLoggedIn={isLoggedIn} save={save} />
          </div>
        )}
        <ClimateLead reports={reports} />
        <Stack gap={6} className={classes.noPrint}>
          <Text id={periodLabelId} fw={600} size="sm">
            {t('report.periodLabel')}
          </Text>
          <Box maw={{ base: '100%', sm: 420 }}>
            <SegmentedControl
              fullWidth
              aria-labelledby={periodLabelId}
              value={period}
              onChange={(value) => {
                if (isPeriod(value)) setCalculations({ period: value });
              }}
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

        <Tabs
          value={indicator}
          onChange={(value) => {
            if (isIndicator(value)) setCalculations({ indicator: value });
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

        {transport && (
          <TransportSensitivity
            input={{ donation, productImpacts: environmentalImpacts, transport }}
            transport={transport}
          />
        )}

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

        <Statement />

        <Stack gap="xs" className={classes.noPrint}>
          <Title order={3} fz="lg">
            {t('report.exportTitle')}
          </Title>
          <Group gap="sm">
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('report.print')}
            </Button>
            <CsvButton document={csvDocument} />
            {save.data && <SavedReportPdfButton id={save.data.id} />}
          </Group>
        </Stack>
      </Stack>
    </div>
  );
}

/**
 * Step 5, Environmental Impact Report (spec part 2 §2): always valid; the report of the donation
 * for a Reuse (human) solution, 'Not Implemented Yet' for the others.
 */
export function ReportStep(props: ReportStepProps) {
  const { t } = useTranslation('analysis');
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('stepper.steps.report')}
          </Title>
          <ReportContent {...props} />
        </Stack>
      </Paper>
    </Container>
  );
}
