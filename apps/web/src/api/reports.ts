import type { CreateReportBody, EndReportBody, SavedReport } from '@foodhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../lib/api-client';
import { saveFile } from '../lib/download';
import { currentLanguage } from '../lib/i18n';

/**
 * The signed-in user's saved reports (GET/POST /me/reports and what hangs off them). The keys
 * live here, beside the save, so the report step's save refreshes 'My reports' and 'My impact'.
 */
export const reportQueryKeys = {
  /** Everything of the user's reports: the list, each report, the impact totals. */
  all: ['my-reports'] as const,
  list: () => ['my-reports', 'list'] as const,
  detail: (id: string) => ['my-reports', 'detail', id] as const,
  impact: () => ['my-reports', 'impact'] as const,
};

/** What a report is made of: the body of POST /me/reports without its language. */
export type ReportInputs = Omit<CreateReportBody, 'language'>;

/** POST /me/reports: the server calculates the report; the same inputs again keep one report. */
export function saveReport(body: CreateReportBody): Promise<SavedReport> {
  return apiFetch<SavedReport>('/me/reports', { method: 'POST', body });
}

/**
 * Saves the report of these inputs once: a query keyed by the inputs, so a re-render, a return
 * to the step or a second tab's identical inputs ask nothing more, and other inputs save
 * another report (a reload asks again; the server keeps one report per inputs). null inputs
 * (no report can be made, or nobody is signed in) save nothing. refetch() is the retry.
 */
export function useSaveReport(inputs: ReportInputs | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['report-save', inputs] as const,
    queryFn: async () => {
      // No abort signal: leaving the page must not cancel a save under way.
      const saved = await saveReport({ ...inputs!, language: currentLanguage() });
      await queryClient.invalidateQueries({ queryKey: reportQueryKeys.list() });
      await queryClient.invalidateQueries({ queryKey: reportQueryKeys.impact() });
      queryClient.setQueryData(reportQueryKeys.detail(saved.id), saved);
      return saved;
    },
    enabled: inputs !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The paths of one saved report and of a shared one. */
export const reportPath = (id: string) => `/me/reports/${encodeURIComponent(id)}`;
export const sharedPath = (token: string) => `/shared/reports/${encodeURIComponent(token)}`;

/** Where a report's PDF comes from: the user's own report, or a shared one by its token. */
export type PdfSource = { kind: 'mine'; id: string } | { kind: 'shared'; token: string };

/**
 * The report's PDF in a language, saved as the file the server names
 * (GET /me/reports/:id/pdf or /shared/reports/:token/pdf, ?lang=).
 */
export async function downloadReportPdf(source: PdfSource, language: string): Promise<void> {
  const base = source.kind === 'mine' ? reportPath(source.id) : sharedPath(source.token);
  const query = new URLSearchParams({ lang: language });
  const file = await apiDownload(`${base}/pdf?${query.toString()}`);
  saveFile(file.blob, file.filename ?? 'impact-report.pdf');
}

/** Downloads a report's PDF, with its pending and failed states for the button. */
export function useReportPdf(source: PdfSource) {
  return useMutation({
    mutationFn: (language: string) => downloadReportPdf(source, language),
  });
}

/**
 * PUT /me/reports/:id/end: 'we stopped this donation' on a day ('YYYY-MM-DD'), or null when it
 * runs again. Answers the saved report.
 */
export function endReport(id: string, body: EndReportBody): Promise<SavedReport> {
  return apiFetch<SavedReport>(`${reportPath(id)}/end`, { method: 'PUT', body });
}

/**
 * Stops a recurring donation on a day, or runs it again (null). The report held takes the answer;
 * My reports and My impact, which count its months, are asked again.
 */
export function useEndReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endedOn: string | null) => endReport(id, { ended_on: endedOn }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(reportQueryKeys.detail(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: reportQueryKeys.impact() }),
      ]);
    },
  });
}
