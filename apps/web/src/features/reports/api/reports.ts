import type {
  MyImpact,
  SavedReport,
  SavedReportSummary,
  ShareReportResponse,
} from '@foodhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportPath, reportQueryKeys, sharedPath } from '../../../api/reports';
import { apiFetch, ApiError } from '../../../lib/api-client';

/** A 404: the report (or the share link) does not exist, or not for this user. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Not found is an answer, not a failure to retry. */
const retryUnlessNotFound = (failures: number, error: unknown) =>
  !isNotFound(error) && failures < 1;

/** GET /me/reports: the user's saved reports, newest first. */
export const myReportsQueryOptions = () =>
  queryOptions({
    queryKey: reportQueryKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ reports: SavedReportSummary[] }>('/me/reports', { signal }),
  });

export function useMyReports() {
  return useQuery({ ...myReportsQueryOptions(), select: (answer) => answer.reports });
}

/** GET /me/reports/:id: one saved report. */
export const myReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<SavedReport>(reportPath(id), { signal }),
    retry: retryUnlessNotFound,
  });

export function useMyReport(id: string) {
  return useQuery(myReportQueryOptions(id));
}

/** GET /shared/reports/:token: a report its owner shared; no login needed. */
export const sharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-report', token] as const,
    queryFn: ({ signal }) => apiFetch<SavedReport>(sharedPath(token), { signal }),
    retry: retryUnlessNotFound,
  });

export function useSharedReport(token: string) {
  return useQuery(sharedReportQueryOptions(token));
}

/** GET /me/impact: the saved reports summed by month and year. */
export const myImpactQueryOptions = () =>
  queryOptions({
    queryKey: reportQueryKeys.impact(),
    queryFn: ({ signal }) => apiFetch<MyImpact>('/me/impact', { signal }),
  });

export function useMyImpact() {
  return useQuery(myImpactQueryOptions());
}

/** Puts the share link (or none) and its choice into the report held, and refreshes the list. */
function useShareTokenUpdate(id: string) {
  const queryClient = useQueryClient();
  return async (shareToken: string | null, showCompany: boolean) => {
    queryClient.setQueryData<SavedReport>(reportQueryKeys.detail(id), (report) =>
      report ? { ...report, share_token: shareToken, share_show_company: showCompany } : report,
    );
    await queryClient.invalidateQueries({ queryKey: reportQueryKeys.list() });
  };
}

/**
 * POST /me/reports/:id/share: makes the read-only link, or for a shared report changes whether
 * it shows the company (the link stays).
 */
export function useShareReport(id: string) {
  const update = useShareTokenUpdate(id);
  return useMutation({
    mutationFn: (showCompany: boolean) =>
      apiFetch<ShareReportResponse>(`${reportPath(id)}/share`, {
        method: 'POST',
        body: { show_company: showCompany },
      }),
    onSuccess: ({ share_token, show_company }) => update(share_token, show_company),
  });
}

/** DELETE /me/reports/:id/share: the link stops working. */
export function useStopSharing(id: string) {
  const update = useShareTokenUpdate(id);
  return useMutation({
    mutationFn: () => apiFetch<void>(`${reportPath(id)}/share`, { method: 'DELETE' }),
    onSuccess: () => update(null, false),
  });
}

/**
 * DELETE /me/reports/:id: the report is gone for good (its share link too). The report held is
 * dropped; My reports and My impact, which count it, are asked again.
 */
export function useDeleteReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(reportPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: reportQueryKeys.detail(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: reportQueryKeys.impact() }),
      ]);
    },
  });
}
