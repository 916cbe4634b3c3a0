import { AUDIT_PAGE_SIZE, type AuditLog } from '@foodhub/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys, queryString } from './admin-keys';

/**
 * The 'before' of the page after this one: the id of its last entry (the API pages by entry, so
 * entries of one moment are never split or repeated); none after a page that was not full.
 */
export function olderThan(page: AuditLog): string | undefined {
  if (page.entries.length < AUDIT_PAGE_SIZE) return undefined;
  return page.entries.at(-1)!.id;
}

/** GET /admin/audit: the latest entries first; 'Load older' asks for the page before. */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminQueryKeys.audit(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditLog>(
        `/admin/audit${queryString({ before: pageParam, limit: AUDIT_PAGE_SIZE })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderThan,
  });

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
