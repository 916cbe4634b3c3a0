import type { PublicConfig } from '@foodhub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /config: the operator's settings the browser needs, read once per page load. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch<PublicConfig>('/config'),
  staleTime: Infinity,
  // Kept while the page is open: app/service-status reads from it whether the API answers.
  gcTime: Infinity,
  retry: false,
});
