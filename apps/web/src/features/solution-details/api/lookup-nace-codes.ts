import type { NaceLookupRequest, NaceLookupResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /nace_codes/lookup (spec part 1 §7): sent when a vcg.ai solution with NACE codes opens. */
export function lookupNaceCodes(codes: string[]): Promise<NaceLookupResponse> {
  const body: NaceLookupRequest = { codes };
  return apiFetch<NaceLookupResponse>('/nace_codes/lookup', { method: 'POST', body });
}

export const naceLookupQueryOptions = (codes: string[]) =>
  queryOptions({ queryKey: ['nace-lookup', codes], queryFn: () => lookupNaceCodes(codes) });

export function useNaceLookup(codes: string[]) {
  return useQuery(naceLookupQueryOptions(codes));
}
