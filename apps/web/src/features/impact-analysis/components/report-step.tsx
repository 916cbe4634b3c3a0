import type { DonationInput, ImpactReport } from '@foodhub/domain';
import type { SavedReport } from '@foodhub/contracts';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useSaveReport } from '../../../api/reports';
import { useSessionStore } from '../../../stores/session-store';
import type { ImpactReportState } from '../hooks/use-impact-report';
import { useReportRecord, type ReportRecord } from '../hooks/use-report-record';
import { useAnalysisStore } from '../store';
import { ReportSaveStatus } from './report-save-status';
import classes from './report-step.module.css';
import { ClimateLead } from './report-results';
import {
  AllIndicatorsTable,
  IndicatorTabs,
  PeriodChoice,
  ReportDetails,
  ReportExport,
} from './report-sections';
import { TransportSensitivity } from './transport-sensitivity';
import { AnalysisStepCard } from './analysis-step-card';

export interface ReportStepProps {
  /** The report state (hooks/use-impact-report), computed once by the page. */
  state: ImpactReportState;
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
  const { t } = useTranslation(['analysis', 'catalogue']);
  const { donation, reuseHuman, isLoading, calculation } = state;
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

  return (
    <ReportBody
      state={state}
      donation={donation}
      report={state.report}
      reports={calculation.reports}
      record={record}
      isLoggedIn={isLoggedIn}
      save={save}
    />
  );
}

interface ReportBodyProps extends ReportStepProps {
  donation: DonationInput;
  /** The report of the chosen period. */
  report: ImpactReport;
  /** The reports of every period the surplus allows. */
  reports: ImpactReport[];
  record: ReportRecord;
  isLoggedIn: boolean;
  /** The save of the report (api/reports useSaveReport). */
  save: UseQueryResult<SavedReport>;
}

/** The report itself, once it could be calculated. */
function ReportBody({
  state,
  donation,
  report,
  reports,
  record,
  isLoggedIn,
  save,
}: ReportBodyProps) {
  const { surplusName, transportResult, period } = state;
  const productDetails = state.product?.productDetails ?? null;
  const environmentalImpacts = state.product?.environmentalImpacts ?? null;
  const recognition = state.product?.recognition ?? null;
  const calculations = useAnalysisStore((s) => s.reuseHumanCalculations);
  const set = useAnalysisStore((s) => s.set);

  const transport = transportResult
    ? { distanceKm: transportResult.distance_km, weightKg: transportResult.transport_weight_kg }
    : null;
  const available = reports.map((r) => r.period);
  const name = surplusName.trim();

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

  return (
    <div className={classes.report}>
      <Stack gap="lg">
        {record.inputs && (
          <div className={classes.noPrint}>
            <ReportSaveStatus isLoggedIn={isLoggedIn} save={save} />
          </div>
        )}
        <ClimateLead reports={reports} />
        <PeriodChoice
          period={period}
          available={available}
          onChange={(value) => setCalculations({ period: value })}
        />

        <IndicatorTabs
          indicator={calculations.indicator}
          onChange={(value) => setCalculations({ indicator: value })}
          report={report}
          surplusText={surplusText}
        />

        {transport && (
          <TransportSensitivity
            input={{ donation, productImpacts: environmentalImpacts, transport }}
            transport={transport}
          />
        )}

        <AllIndicatorsTable report={report} />

        <ReportDetails
          report={report}
          name={name}
          productDetails={productDetails}
          recognition={recognition}
          transportResult={transportResult}
        />

        <Statement />

        <ReportExport header={record.header} save={save} reports={reports} />
      </Stack>
    </div>
  );
}

/**
 * Step 5, Environmental Impact Report (spec part 2 §2): always valid; the report of the donation
 * for a Reuse (human) solution, 'Not Implemented Yet' for the others.
 */
export function ReportStep(props: ReportStepProps) {
  return (
    <AnalysisStepCard step="report">
      <ReportContent {...props} />
    </AnalysisStepCard>
  );
}
