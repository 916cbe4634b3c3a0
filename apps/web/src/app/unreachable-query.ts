import { hashKey, type Query } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { publicConfigQuery } from '../lib/public-config-query';

// Shared by the status check (service-status.tsx) and the message it loads lazily
// (service-unreachable.tsx), so the message does not import back the module that loads it.

/** A failure of the network itself (no answer at all, or none in time), not an HTTP error. */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

const publicConfigHash = hashKey(publicConfigQuery.queryKey);

/** A query a page shows (or the public configuration) that failed: the API is unreachable. */
export function isUnreachableQuery(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    isUnreachableError(query.state.error) &&
    (query.getObserversCount() > 0 || query.queryHash === publicConfigHash)
  );
}
