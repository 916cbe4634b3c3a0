import type { SolutionNames } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { apiFetch } from '../lib/api-client';

/** The catalogue's names change only with a data import: one load serves a whole visit. */
const NAMES_STALE_MS = 60 * 60 * 1000;

/** GET /solutions/names?lang=: every catalogue solution's name in one language. */
export function getSolutionNames(language: string, signal?: AbortSignal): Promise<SolutionNames> {
  return apiFetch<SolutionNames>(`/solutions/names?lang=${encodeURIComponent(language)}`, {
    signal,
  });
}

export const solutionNamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['solutions', 'names', language],
    queryFn: ({ signal }) => getSolutionNames(language, signal),
    staleTime: NAMES_STALE_MS,
  });

/**
 * Saved work keeps a solution's id; this names it in the interface language. Until the names
 * have arrived, or for a solution the catalogue no longer lists, the name stored with the item.
 */
export function useSolutionName(): (id: string | null | undefined, stored: string) => string {
  // Renders again when the language changes.
  useTranslation();
  const { data } = useQuery(solutionNamesQueryOptions(currentLanguage()));
  return (id, stored) => (id ? data?.names[id] : undefined) ?? stored;
}
