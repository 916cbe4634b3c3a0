import type { DatasetSolution } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /solutions/:id: one dataset solution, for a details page opened without it in the store
 * (a reload on another browser, a shared link). 404 when the id is unknown.
 */
export function getSolution(id: string): Promise<DatasetSolution> {
  return apiFetch<DatasetSolution>(`/solutions/${encodeURIComponent(id)}`);
}

export const solutionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['solutions', id], queryFn: () => getSolution(id) });

export function useSolution(id: string, options: { enabled: boolean }) {
  return useQuery({ ...solutionQueryOptions(id), enabled: options.enabled });
}
