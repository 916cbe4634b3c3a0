import type { DatasetSolution } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { apiFetch } from '../lib/api-client';

/** The catalogue changes only with a data import: one load serves a whole visit. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** GET /solutions: every catalogue solution, its texts in the interface language. */
export function getSolutionCatalogue(signal?: AbortSignal): Promise<DatasetSolution[]> {
  return apiFetch<{ solutions: DatasetSolution[] }>('/solutions', { signal }).then(
    (answer) => answer.solutions,
  );
}

/** The server words the names by Accept-Language: the language is part of the key. */
export const solutionCatalogueQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['solutions', 'catalogue', language],
    queryFn: ({ signal }) => getSolutionCatalogue(signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useSolutionCatalogue() {
  // Renders again when the language changes.
  useTranslation();
  return useQuery(solutionCatalogueQueryOptions(currentLanguage()));
}
