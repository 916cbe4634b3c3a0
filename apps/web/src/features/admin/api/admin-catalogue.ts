import type {
  AdminProviderDetail,
  AdminProviderEdit,
  AdminProviderList,
  ProviderImportBody,
  ProviderImportReport,
  removedSamples,
} from '@foodhub/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiDownload, apiFetch } from '../../../lib/api-client';
import { fileDate, saveFile } from '../../../lib/download';
import {
  catalogueQuery,
  exportQuery,
  type CatalogueFilters,
  type CatalogueSearch,
} from '../lib/catalogue-search';
import { adminQueryKeys } from './admin-keys';

const providerPath = (id: string) => `/admin/providers/${encodeURIComponent(id)}`;

/** GET /admin/providers?q&solution_id&country&origin&cursor: one page of the catalogue. */
export const catalogueQueryOptions = (search: CatalogueSearch) =>
  queryOptions({
    queryKey: adminQueryKeys.catalogueList(search),
    queryFn: ({ signal }) =>
      apiFetch<AdminProviderList>(`/admin/providers${catalogueQuery(search)}`, { signal }),
  });

export function useCatalogue(search: CatalogueSearch) {
  // The table stays while the next page or filter loads: the control in focus is not lost.
  return useQuery({ ...catalogueQueryOptions(search), placeholderData: keepPreviousData });
}

/**
 * How many sample providers there are: the total of the list filtered to them (the API has no
 * count of its own; the shipped samples are far fewer than the count's cap). Shares the cache
 * entry of that filter's first page.
 */
export function useSampleCount() {
  return useQuery({
    ...catalogueQueryOptions({ origin: 'sample' }),
    select: (list) => list.total,
  });
}

/** GET /admin/providers/{id}: the provider's editable fields as they are now. */
export function useCatalogueProvider(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.catalogueProvider(id),
    queryFn: ({ signal }) => apiFetch<AdminProviderDetail>(providerPath(id), { signal }),
    // Read afresh at each opening: another admin or the owner may have changed it meanwhile.
    staleTime: 0,
  });
}

/**
 * What a change of the catalogue makes out of date: its lists, the audit log, the figures
 * (providers by origin) and the gaps (a provider's place and solutions decide them); an edit of
 * a self-registered provider changes its entry too. Not awaited: the caller's notification
 * comes at once, the lists follow.
 */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      adminQueryKeys.catalogue(),
      adminQueryKeys.audit(),
      adminQueryKeys.allFigures(),
      adminQueryKeys.providerGaps(),
      adminQueryKeys.providerEntries(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export interface EditVariables {
  id: string;
  body: AdminProviderEdit;
}

/** PUT /admin/providers/{id}: the corrected fields; the answer is the provider as stored. */
export function useEditProvider() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, body }: EditVariables) =>
      apiFetch<AdminProviderDetail>(providerPath(id), { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.catalogueProvider(saved.id), saved);
      refresh();
    },
    onError: (error) => {
      // Removed meanwhile (its samples removed, say): the list still shows it.
      if (error instanceof ApiError && error.status === 404) refresh();
    },
  });
}

/**
 * POST /admin/providers/import: without commit the report of what the file would do; with
 * commit: true the valid rows are written, and the catalogue is out of date.
 */
export function useImportProviders() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (body: ProviderImportBody) =>
      apiFetch<ProviderImportReport>('/admin/providers/import', { method: 'POST', body }),
    onSuccess: (report) => {
      if (report.committed) refresh();
    },
  });
}

/** DELETE /admin/providers/samples: every sample provider; answers how many were removed. */
export function useRemoveSamples() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: () =>
      apiFetch<z.infer<typeof removedSamples>>('/admin/providers/samples', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** 'providers-2026-03-20.csv' when the server names no file: the export is as of today. */
export const catalogueCsvFilename = (today: Date = new Date()) =>
  `providers-${fileDate(today)}.csv`;

/**
 * GET /admin/providers/export.csv with the list's filters, saved as a file. The API is asked
 * with the Bearer token (lib/api-client), so a plain link would not be signed in.
 */
export async function downloadCatalogueCsv(filters: CatalogueFilters): Promise<void> {
  const file = await apiDownload(`/admin/providers/export.csv${exportQuery(filters)}`);
  const blob =
    file.blob.type === '' ? new Blob([file.blob], { type: 'text/csv;charset=utf-8' }) : file.blob;
  saveFile(blob, file.filename ?? catalogueCsvFilename());
}

export function useDownloadCatalogueCsv() {
  return useMutation({ mutationFn: downloadCatalogueCsv });
}
