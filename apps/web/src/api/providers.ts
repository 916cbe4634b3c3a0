import type { ProviderCompaniesResponse } from '@foodhub/contracts';
import { estimateSupply } from '@foodhub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiFetch } from '../lib/api-client';
import { withPersistence } from '../lib/persisted-query';
import { toProviderViews, type ProviderView } from '../lib/providers/provider-view';
import type { SolutionView } from '../lib/solution-view';
import type { CompanyProfile, WasteInfo } from '../stores/stepper-data';
import { useStepperStore } from '../stores/stepper-store';

/** What the provider list is asked for: the solution, and what the user told about the surplus. */
export interface ProviderSearch {
  solutionId: string;
  origin: 'dataset' | 'vcg.ai';
  /** [latitude, longitude] of the company, when geocoded: distances and nearest first. */
  position: [number, number] | null;
  foodGroups: string[];
  surplusName: string;
  /** Kilograms per week, to judge the providers' capacities; null without an amount. */
  kgPerWeek: number | null;
}

/**
 * The one way a provider list is asked for, on Solution Details and in the analysis alike: the
 * same solution and entries give the same question, the same order and the same marks.
 */
export function providerSearchOf(
  solution: Pick<SolutionView, 'id' | 'origin'>,
  company: Pick<CompanyProfile, 'location_geo'>,
  wasteInfo: WasteInfo,
): ProviderSearch {
  const [lon, lat] = company.location_geo?.coordinates ?? [];
  return {
    solutionId: solution.id,
    origin: solution.origin,
    position: lat !== undefined && lon !== undefined ? [lat, lon] : null,
    foodGroups: wasteInfo.foodGroups,
    surplusName: wasteInfo.surplusName,
    kgPerWeek: estimateSupply(wasteInfo)?.kgPerWeek ?? null,
  };
}

/** The search of a solution with the stepper's current entries, outside React (a loader). */
export function currentProviderSearch(
  solution: Pick<SolutionView, 'id' | 'origin'>,
): ProviderSearch {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  return providerSearchOf(solution, companyProfile, wasteInfo);
}

/** The search of a solution with the stepper's current entries; null without a solution. */
export function useProviderSearch(
  solution: SolutionView | null | undefined,
): ProviderSearch | null {
  const geo = useStepperStore((s) => s.companyProfile.location_geo);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  return useMemo(
    () => (solution ? providerSearchOf(solution, { location_geo: geo }, wasteInfo) : null),
    [solution, geo, wasteInfo],
  );
}

/**
 * GET /provider_companies (spec part 1 §7). Dataset solutions send solution_id, the location and
 * the surplus (so providers that cannot take it come last); vcg.ai ones send solution_origin.
 */
export function providerCompaniesPath(search: ProviderSearch): string {
  const params = new URLSearchParams({ solution_id: search.solutionId });
  if (search.origin === 'vcg.ai') {
    params.set('solution_origin', 'vcg.ai');
  } else {
    if (search.position) {
      params.set('lat', String(search.position[0]));
      params.set('lon', String(search.position[1]));
    }
    for (const group of search.foodGroups) params.append('food_group', group);
    if (search.surplusName.trim()) params.set('surplus_name', search.surplusName.trim());
    if (search.kgPerWeek !== null && search.kgPerWeek > 0) {
      params.set('kg_per_week', String(Math.round(search.kgPerWeek * 100) / 100));
    }
  }
  return `/provider_companies?${params.toString()}`;
}

export async function getProviderCompanies(
  search: ProviderSearch,
  signal?: AbortSignal,
): Promise<ProviderCompaniesResponse> {
  try {
    return await apiFetch<ProviderCompaniesResponse>(providerCompaniesPath(search), { signal });
  } catch (error) {
    // Spec part 1 §8: a failed provider load is logged only; the list stays empty.
    console.error('Could not load the provider companies', error);
    throw error;
  }
}

export const providersQueryOptions = (search: ProviderSearch) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['provider-companies', search] as const,
      queryFn: ({ signal }) => getProviderCompanies(search, signal),
    }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The providers as views, nearest first as the server sent them, with the user's distance. */
export interface ProviderList {
  providers: ProviderView[];
  total: number;
}

const NO_PROVIDERS: ProviderList = { providers: [], total: 0 };

export const toProviderList =
  (search: ProviderSearch) =>
  (answer: ProviderCompaniesResponse): ProviderList => ({
    providers: toProviderViews(answer.provider_companies, search.position),
    total: answer.total ?? answer.provider_companies.length,
  });

/**
 * The providers of a search, asked for at once (the analysis's Select Provider); with
 * `fetch: false` only a list already held is read.
 */
export function useProviders(search: ProviderSearch | null, { fetch = true } = {}) {
  const query = useQuery({
    ...providersQueryOptions(search ?? EMPTY_SEARCH),
    select: useMemo(() => toProviderList(search ?? EMPTY_SEARCH), [search]),
    enabled: fetch && search !== null,
  });
  return { ...query, list: query.data ?? NO_PROVIDERS };
}

const EMPTY_SEARCH: ProviderSearch = {
  solutionId: '',
  origin: 'dataset',
  position: null,
  foodGroups: [],
  surplusName: '',
  kgPerWeek: null,
};

/**
 * The provider section's data (spec part 1 §4): nothing is loaded until the section is first
 * shown; showing it again after a failure or an empty answer asks again.
 */
export function useProviderCompanies(search: ProviderSearch) {
  const [requested, setRequested] = useState(false);
  const query = useQuery({
    ...providersQueryOptions(search),
    select: useMemo(() => toProviderList(search), [search]),
    enabled: requested,
  });

  /** Called each time the section is shown. */
  const load = () => {
    if (!requested) {
      setRequested(true);
      return;
    }
    const empty = query.data !== undefined && query.data.providers.length === 0;
    if (query.isError || empty) void query.refetch();
  };

  return {
    load,
    loading: query.isFetching,
    // One empty list for all renders: a new [] each time would look like a new answer.
    list: query.data ?? NO_PROVIDERS,
  };
}
