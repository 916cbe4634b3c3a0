import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { afterPaint } from '../lib/after-paint';
import { publicConfigQuery } from '../lib/public-config-query';
import { withChunkTimeout } from '../lib/lazy-import';
import { isUnreachableQuery } from './unreachable-query';

// The message's own code loads only when it is needed.
const ServiceUnreachable = lazy(() =>
  withChunkTimeout(() => import('./service-unreachable')).then((m) => ({
    default: m.ServiceUnreachable,
  })),
);

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
  // Once the page is on screen: the check must not hold back the page's first paint.
  useEffect(
    () => afterPaint(() => void queryClient.prefetchQuery(publicConfigQuery)),
    [queryClient],
  );
  const unreachable = useServiceUnreachable();
  if (!unreachable) return null;
  return (
    <Suspense fallback={null}>
      <ServiceUnreachable />
    </Suspense>
  );
}
