import type { Arrangement, ArrangementList } from '@foodhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myOfferKeys } from './my-offers';

/**
 * GET /me/arrangements: the standing weekly pick-ups the account made as a donor, and those of
 * its organisation as a provider.
 */
export const arrangementsQueryOptions = () =>
  queryOptions({
    queryKey: ['arrangements'] as const,
    queryFn: ({ signal }) => apiFetch<ArrangementList>('/me/arrangements', { signal }),
  });

export function useArrangements() {
  return useQuery(arrangementsQueryOptions());
}

/** POST /me/offers/:id/arrangement: the offer's pick-up, every week from the next. */
export function useArrangeWeekly(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Arrangement>(`/me/offers/${encodeURIComponent(offerId)}/arrangement`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: arrangementsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: myOfferKeys.all }),
      ]),
  });
}

/** POST /me/arrangements/:id/end, by either side. */
export function useEndArrangement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Arrangement>(`/me/arrangements/${encodeURIComponent(id)}/end`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: arrangementsQueryOptions().queryKey }),
  });
}
