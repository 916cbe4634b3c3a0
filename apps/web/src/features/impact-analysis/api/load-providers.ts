import type { ProviderCompaniesResponse, Solution } from '@foodhub/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useAnalysisStore } from '../store';
import { solutionId } from '../../../lib/solution-id';

/**
 * GET /provider_companies of the selected solution (spec part 2 §2, §7), with the company's
 * coordinates when known so each provider carries its distance. A failure gives an empty list
 * (spec part 2 §4), logged only.
 */
export async function loadProviders(solution: Solution, position: [number, number] | null) {
  const store = useAnalysisStore.getState();
  const params = new URLSearchParams({ solution_id: solutionId(solution) });
  if (solution.solution_origin === 'vcg.ai') params.set('solution_origin', 'vcg.ai');
  else if (position) {
    params.set('lat', String(position[0]));
    params.set('lon', String(position[1]));
  }
  store.setLoading('isLoadingProviders', true);
  try {
    const answer = await apiFetch<ProviderCompaniesResponse>(
      `/provider_companies?${params.toString()}`,
    );
    useAnalysisStore.getState().set({ providerCompanies: answer.provider_companies });
  } catch (error) {
    console.error('Could not load the provider companies', error);
    useAnalysisStore.getState().set({ providerCompanies: [] });
  } finally {
    useAnalysisStore.getState().setLoading('isLoadingProviders', false);
  }
}
