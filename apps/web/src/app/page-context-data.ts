import type { Solution } from '@foodhub/contracts';
import {
  calculateImpactReport,
  INDICATOR_UNITS,
  type DonationInput,
  type ImpactReport,
  type ProductImpacts,
} from '@foodhub/domain';
import type { TransportResponse } from '@foodhub/contracts';
import { solutionId } from '../lib/solution-id';

/**
 * What the pages tell the chatbot they show (spec part 1 §3 'Page context'): small summaries
 * built in the app's route modules, where the features' data meet.
 */

export interface SolutionSummary {
  name: string;
  score: number | null;
  reasoning: string | null;
  category: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function solutionName(solution: Solution): string {
  const loose = solution as Partial<Record<'process_name' | 'processName', unknown>>;
  return text(loose.process_name) ?? text(loose.processName) ?? 'Unnamed Solution';
}

export function solutionSummary(
  solution: Solution,
  details: { scores: Record<string, number>; reasoning: Record<string, string> },
): SolutionSummary {
  const id = solutionId(solution);
  const loose = solution as Partial<Record<'solution_category' | 'solutionCategory', unknown>>;
  const score = details.scores[id];
  return {
    name: solutionName(solution),
    score: typeof score === 'number' ? score : null,
    reasoning: text(details.reasoning[id]),
    category: text(loose.solution_category) ?? text(loose.solutionCategory),
  };
}

export function solutionTrl(solution: Solution): number | null {
  const loose = solution as Partial<
    Record<'technology_readiness_level' | 'technologyReadinessLevel', unknown>
  >;
  const level = loose.technology_readiness_level ?? loose.technologyReadinessLevel;
  return typeof level === 'number' && Number.isFinite(level) ? level : null;
}

/** The report's figures for the chosen period and indicator; null when no report can be made. */
export function reportPageData(input: {
  donation: DonationInput | null;
  environmentalImpacts: ProductImpacts | null;
  transportResult: TransportResponse | null;
  calculations: { period: ImpactReport['period']; indicator: keyof typeof INDICATOR_UNITS };
}) {
  const { donation, environmentalImpacts, transportResult, calculations } = input;
  if (!donation) return null;
  const period =
    donation.frequency.interval === 'once' && calculations.period !== 'once'
      ? 'once'
      : calculations.period;
  try {
    const report = calculateImpactReport(
      {
        donation,
        productImpacts: environmentalImpacts,
        transport: transportResult
          ? {
              distanceKm: transportResult.distance_km,
              weightKg: transportResult.transport_weight_kg,
            }
          : null,
      },
      period,
    );
    const result = report.indicators[calculations.indicator];
    return {
      period,
      indicator: calculations.indicator,
      unit: INDICATOR_UNITS[calculations.indicator],
      avoided: result.avoided,
      additional: result.additional,
      net: result.net,
      donatedKg: report.donatedKg,
      transportKm: transportResult?.distance_km ?? null,
    };
  } catch {
    return null;
  }
}
