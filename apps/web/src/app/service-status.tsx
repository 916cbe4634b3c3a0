import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api-client';
import { publicConfigQuery } from '../lib/public-config-query';
import { withChunkTimeout } from '../lib/lazy-import';

// The message's own code loads only when it is needed.
const ServiceUnreachable = lazy(() =>
  withChunkTimeout(() => import('./service-unreachable')).then((m) => ({
    default: m.ServiceUnreachable,
  })),
);

/** A failure of the network itself (no answer at all, or none in time), not an HTTP error. */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** A query a page shows (or the public configuration) that failed: the API is unreachable. */
export function isUnreachableQuery(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    isUnreachableError(query.state.error) &&
    (query.getObserversCount() > 0 || query.queryHash === publicConfigHash)
  );
}
const publicConfigHash = hashKey(publicConfigQuery.queryKey);

/** Whether any query on screen failed because the API could not be reached. */
function useServiceUnreachable(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => cache.getAll().some(isUnreachableQuery));
}

/**
 * Production-readiness part 6: when the API cannot be reached, every page says so with a retry
 * instead of staying empty. Each page load reads the public configuration (GET /config), so even
 * a page without data of its own (home) notices an API that is down.
 */
export function ServiceStatus() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(publicConfigQuery);
  }, [queryClient]);
  const unreachable = useServiceUnreachable();
  if (!unreachable) return null;
  return (
    <Suspense fallback={null}>
      <ServiceUnreachable />
    </Suspense>
  );
}
