import type { NaceCode } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';

/** The NACE list changes only with a new data set: one load per session is enough. */
const NACE_CODES_STALE_MS = 24 * 60 * 60 * 1000;

const NO_CODES: NaceCode[] = [];

/** GET /nace_codes (spec part 1 §7): every NACE code, titles in the interface language. */
export function getNaceCodes(): Promise<NaceCode[]> {
  return apiFetch<NaceCode[]>('/nace_codes');
}

// The language is part of the key: apiFetch sends it as Accept-Language, which picks the titles.
export const naceCodesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['nace-codes', language],
    queryFn: getNaceCodes,
    staleTime: NACE_CODES_STALE_MS,
  });

/**
 * The NACE codes for the company step. A failed load is an empty list, logged only (spec part 1
 * §8); the next visit of the step asks again.
 */
export function useNaceCodes() {
  // Renders again when the language changes.
  useTranslation();
  const query = useQuery(naceCodesQueryOptions(currentLanguage()));
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('NACE codes could not be loaded', error);
  }, [error]);
  return { naceCodes: query.data ?? NO_CODES, isLoading: query.isPending };
}
