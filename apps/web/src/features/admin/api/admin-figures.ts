import type { FiguresQuery, ProgrammeFigures } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys, queryString } from './admin-keys';

/** GET /admin/figures?from&to: the programme's figures; without a range the last 12 months. */
export const programmeFiguresQueryOptions = (range: FiguresQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.figures(range),
    queryFn: ({ signal }) =>
      apiFetch<ProgrammeFigures>(`/admin/figures${queryString(range)}`, { signal }),
  });

export function useProgrammeFigures(range: FiguresQuery) {
  return useQuery(programmeFiguresQueryOptions(range));
}

/** The range of the address (?from&to); none: the API counts the last 12 months. */
export const figuresRangeOf = (params: URLSearchParams): FiguresQuery => ({
  from: params.get('from') ?? undefined,
  to: params.get('to') ?? undefined,
});
