import type { FiguresQuery, ProgrammeFigures } from '@foodhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys, queryString } from './admin-keys';

/** GET /admin/figures?from&to: the programme's figures; without a range the last 12 months. */
export function useProgrammeFigures(range: FiguresQuery) {
  return useQuery({
    queryKey: adminQueryKeys.figures(range),
    queryFn: ({ signal }) =>
      apiFetch<ProgrammeFigures>(`/admin/figures${queryString(range)}`, { signal }),
  });
}
