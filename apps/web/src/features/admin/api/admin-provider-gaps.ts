import type { ProviderGaps } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-keys';

/** GET /admin/provider-gaps: solutions users were shown with no real provider near them. */
export const providerGapsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.providerGaps(),
    queryFn: ({ signal }) => apiFetch<ProviderGaps>('/admin/provider-gaps', { signal }),
  });

export function useProviderGaps() {
  return useQuery(providerGapsQueryOptions());
}
