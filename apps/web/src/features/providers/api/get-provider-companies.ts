import type { ProviderCompaniesResponse } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

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

const NO_PROVIDERS: ProviderCompaniesResponse['provider_companies'] = [];

/**
 * The provider section's data (spec part 1 §4): nothing is loaded until the section is first
 * shown; showing it again after a failure or an empty answer asks again.
 */
export function useProviderCompanies(search: ProviderSearch) {
  const [requested, setRequested] = useState(false);
  const query = useQuery({
    queryKey: ['provider-companies', search],
    queryFn: ({ signal }) => getProviderCompanies(search, signal),
    enabled: requested,
    retry: false,
    staleTime: 5 * 60_000,
  });

  /** Called each time the section is shown. */
  const load = () => {
    if (!requested) {
      setRequested(true);
      return;
    }
    const empty = query.data !== undefined && query.data.provider_companies.length === 0;
    if (query.isError || empty) void query.refetch();
  };

  return {
    load,
    loading: query.isFetching,
    // One empty list for all renders: a new [] each time would look like a new answer.
    providers: query.data?.provider_companies ?? NO_PROVIDERS,
    total: query.data?.total ?? query.data?.provider_companies.length ?? 0,
  };
}
