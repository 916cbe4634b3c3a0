import type { DatasetSolution } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /solutions/:id: one dataset solution, for a details page opened without it in the store
 * (a reload on another browser, a shared link). 404 when the id is unknown.
 */
export function getSolution(id: string): Promise<DatasetSolution> {
  return apiFetch<DatasetSolution>(`/solutions/${encodeURIComponent(id)}`);
}

/** The solution's texts come in the interface language: the language is part of the key. */
export const solutionQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: ['solutions', id, language], queryFn: () => getSolution(id) });

export function useSolution(id: string, options: { enabled: boolean }) {
  // Renders again when the language changes.
  useTranslation();
  return useQuery({ ...solutionQueryOptions(id, currentLanguage()), enabled: options.enabled });
}
