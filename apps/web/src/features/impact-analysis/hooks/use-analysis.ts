import { useMemo } from 'react';
import { useMatch } from '../../../api/match';
import { useProviders, useProviderSearch } from '../../../api/providers';
import { useTransportResult, type TransportTrip } from '../../../api/transport';
import type { ProviderView } from '../../../lib/providers/provider-view';
import type { SolutionView } from '../../../lib/solution-view';
import type { AnalysisProgress } from '../lib/steps';
import { followSurplus } from '../lib/transport-weight';
import { useStepperStore } from '../../../stores/stepper-store';
import { useAnalysisStore, type TransportForm, type TransportFormPoint } from '../store';

const NO_SOLUTIONS: SolutionView[] = [];

/**
 * The solutions the analysis offers: the stepper's match (the same query, so no second match
 * call) kept to category Reuse (human) (spec part 2 §2, §9). Asked for only when missing.
 */
export function useAnalysisSolutions() {
  const match = useMatch();
  const solutions = useMemo(
    () => match.data?.solutions.filter((s) => s.isReuseHuman) ?? NO_SOLUTIONS,
    [match.data],
  );
  return { solutions, isLoading: match.isPending && match.fetchStatus !== 'idle', match };
}

/** The solution chosen in the analysis, as one of the offered ones; null when none. */
export function useSelectedSolution(): SolutionView | null {
  const id = useAnalysisStore((s) => s.selectedSolutionId);
  const { solutions } = useAnalysisSolutions();
  return useMemo(() => solutions.find((s) => s.id === id) ?? null, [solutions, id]);
}

/**
 * The chosen solution's providers, asked exactly as Solution Details asks (api/providers).
 * `fetch: false` only reads a list already held: only Select Provider (and Next before it) asks.
 */
export function useAnalysisProviders({ fetch = true }: { fetch?: boolean } = {}) {
  const solution = useSelectedSolution();
  const search = useProviderSearch(solution);
  return useProviders(search, { fetch });
}

/** The chosen provider, found by its key in the provider list held; null when none. */
export function useSelectedProvider(): ProviderView | null {
  const key = useAnalysisStore((s) => s.selectedProviderKey);
  const { list } = useAnalysisProviders({ fetch: false });
  return useMemo(() => list.providers.find((p) => p.key === key) ?? null, [list, key]);
}

/** A form point as the request sends it, while its field still holds the text it belongs to. */
function routePointOf(point: TransportFormPoint | null | undefined, text: string) {
  if (!point || point.text.trim() !== text) return undefined;
  return {
    lat: point.lat,
    lon: point.lon,
    ...(point.precision ? { precision: point.precision } : {}),
  };
}

/**
 * The trip of a transport form, when it is complete enough to be calculated: with the point of
 * each address the user left as it was filled in.
 */
export function tripOf(form: TransportForm | null): TransportTrip | null {
  if (!form || form.weightKg === null || !(form.weightKg > 0)) return null;
  const source = form.source.trim();
  const destination = form.destination.trim();
  if (!source || !destination) return null;
  const sourcePoint = routePointOf(form.sourcePoint, source);
  const destinationPoint = routePointOf(form.destinationPoint, destination);
  // Only the points there are: a trip without any keeps the key it always had.
  return {
    source,
    destination,
    weightKg: form.weightKg,
    ...(sourcePoint ? { sourcePoint } : {}),
    ...(destinationPoint ? { destinationPoint } : {}),
  };
}

/** The surplus amount in kg (one donation) the analysis is for, or null when none was entered. */
export function useSurplusKg(): number | null {
  const amount = useStepperStore((s) => s.wasteInfo.amount.value);
  return typeof amount === 'number' && amount > 0 ? amount : null;
}

/**
 * The transport result of the form as it stands for the current surplus; null until calculated
 * for exactly it. A weight set for another surplus gives way to the current amount first, so a
 * result calculated before the surplus changed no longer counts (the analysis resumes at the
 * transport step, not at a report of the old weight).
 */
export function useCurrentTransportResult() {
  const form = useAnalysisStore((s) => s.transportForm);
  const surplusKg = useSurplusKg();
  const trip = useMemo(() => tripOf(form && followSurplus(form, surplusKg)), [form, surplusKg]);
  return useTransportResult(trip);
}

/** What each step's validity needs (spec part 2 §4). */
export function useAnalysisProgress(): AnalysisProgress {
  const lifecycleStage = useAnalysisStore((s) => s.lifecycleStage);
  const solution = useSelectedSolution();
  const provider = useSelectedProvider();
  const transportResult = useCurrentTransportResult();
  return { lifecycleStage, solution, provider, transportResult };
}
