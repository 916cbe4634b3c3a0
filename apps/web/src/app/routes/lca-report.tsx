import { donationFromSurplus, INDICATOR_UNITS } from '@foodhub/domain';
import { useTranslation } from 'react-i18next';
import { heldMatch } from '../../api/match';
import { productImpactsQueryOptions } from '../../api/product-impacts';
import { usePageContext } from '../../features/chatbot/page-context';
import { ReportStep } from '../../features/impact-analysis/components/report-step';
import { useImpactReport } from '../../features/impact-analysis/hooks/use-impact-report';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { queryClient } from '../../lib/query-client';
import { useStepperStore } from '../../stores/stepper-store';
import { ensureSignedInData, solutionNames } from '../route-data';

/**
 * The product's impacts of the surplus (looked up by its name), when a report can be made: a
 * Reuse (human) solution is chosen and an amount entered. The rest of the report is computed
 * from the stepper's and the analysis's stores, and the transport result the previous step keeps.
 */
export function loader() {
  const id = useAnalysisStore.getState().selectedSolutionId;
  const solution = heldMatch(queryClient)?.solutions.find((s) => s.id === id && s.isReuseHuman);
  const { wasteInfo } = useStepperStore.getState();
  if (!solution || !donationFromSurplus(wasteInfo)) return null;
  return ensureSignedInData(productImpactsQueryOptions(wasteInfo.surplusName), solutionNames());
}

/** Environmental Impact Report: computed once here, shown by the step and told to the chat. */
export function Component() {
  const state = useImpactReport();
  const indicator = useAnalysisStore((s) => s.reuseHumanCalculations.indicator);
  const { report, period, transportResult } = state;
  const { t } = useTranslation('analysis');
  const result = report?.indicators[indicator];
  usePageContext({
    currentPageName: t('stepper.steps.report'),
    currentPageInstruction:
      'The environmental impact report of the donation: avoided impacts (replaced food production, avoided waste treatment), additional impacts (transport) and the net result for the chosen period and indicator. Negative net values are savings. A simplified analysis, not a certified LCA.',
    availablePageData: result
      ? {
          period,
          indicator,
          unit: INDICATOR_UNITS[indicator],
          avoided: result.avoided,
          additional: result.additional,
          net: result.net,
          donatedKg: report.donatedKg,
          transportKm: transportResult?.distance_km ?? null,
        }
      : { period, indicator },
  });
  return <ReportStep state={state} />;
}
