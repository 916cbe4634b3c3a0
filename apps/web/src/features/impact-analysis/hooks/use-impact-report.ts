import {
  availablePeriods,
  calculateImpactReport,
  donationFromSurplus,
  type DonationInput,
  type ImpactReport,
  type ImpactReportInput,
  type ReportPeriod,
} from '@foodhub/domain';
import { useMemo } from 'react';
import { useProductImpacts, type ProductImpactsState } from '../../../api/product-impacts';
import { useStepperStore } from '../../../stores/stepper-store';
import { useAnalysisStore } from '../store';
import { useCurrentTransportResult, useSelectedSolution } from './use-analysis';

type Calculation = { ok: true; reports: ImpactReport[] } | { ok: false };

/** The reports of every period the surplus allows; invalid inputs give no report. */
function calculateReports(input: ImpactReportInput): Calculation {
  try {
    const periods = availablePeriods(input.donation);
    return { ok: true, reports: periods.map((period) => calculateImpactReport(input, period)) };
  } catch (error) {
    console.error('The impact report could not be calculated', error);
    return { ok: false };
  }
}

export interface ImpactReportState {
  surplusName: string;
  /** The surplus as a donation; null while no amount was entered. */
  donation: DonationInput | null;
  /** The analysed solution is of category Reuse (human): the only one with a report. */
  reuseHuman: boolean;
  isLoading: boolean;
  product: ProductImpactsState | null;
  transportResult: ReturnType<typeof useCurrentTransportResult>;
  calculation: Calculation | null;
  /** The period shown: the chosen one when the surplus allows it, else 'once'. */
  period: ReportPeriod;
  /** The report of that period, when one could be made. */
  report: ImpactReport | null;
}

/**
 * The report of the analysis, computed once per change of its inputs: the stepper's surplus,
 * the product's impacts (a query), the transport result (a query) and the chosen period. The
 * report step and the chatbot's page context read the same object.
 */
export function useImpactReport(): ImpactReportState {
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const donation = useMemo(() => donationFromSurplus(wasteInfo), [wasteInfo]);
  const reuseHuman = useSelectedSolution()?.isReuseHuman ?? false;
  // Only a report that can be made needs the product's impacts.
  const impacts = useProductImpacts(wasteInfo.surplusName, reuseHuman && donation !== null);
  const product = impacts.data ?? null;
  const transportResult = useCurrentTransportResult();
  const chosenPeriod = useAnalysisStore((s) => s.reuseHumanCalculations.period);

  const calculation = useMemo(() => {
    if (!donation || !reuseHuman || impacts.isPending) return null;
    const transport = transportResult
      ? { distanceKm: transportResult.distance_km, weightKg: transportResult.transport_weight_kg }
      : null;
    return calculateReports({
      donation,
      productImpacts: product?.environmentalImpacts ?? null,
      transport,
    });
  }, [donation, reuseHuman, impacts.isPending, product, transportResult]);

  const reports = calculation?.ok ? calculation.reports : [];
  const period = reports.some((r) => r.period === chosenPeriod) ? chosenPeriod : 'once';
  return {
    surplusName: wasteInfo.surplusName,
    donation,
    reuseHuman,
    isLoading: impacts.isPending && impacts.fetchStatus !== 'idle',
    product,
    transportResult,
    calculation,
    period,
    report: reports.find((r) => r.period === period) ?? reports[0] ?? null,
  };
}
