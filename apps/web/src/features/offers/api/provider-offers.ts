import type { OfferDetail } from '@foodhub/contracts';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  providerOfferKeys,
  providerOffersPath,
  providerOffersQueryOptions,
} from '../../../api/provider-offers';
import { dropKeptFields } from '../../../hooks/use-kept-fields';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { OfferAnswer } from '../lib/answer-rules';

/** The organisation's inbox, page by page (the query the account menu's count reads too). */
export function useProviderOffers() {
  return useInfiniteQuery(providerOffersQueryOptions());
}

/** No offer with this id for this account (or none at all): an answer, not a failure. */
export const isUnknownOffer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/**
 * The offer moved on meanwhile: answered, withdrawn or expired (409 OFFER_WRONG_STATE), or its
 * window is no longer one to answer in (422). The offer is read again to show what it is now.
 */
export const isStateMoved = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 409 || error.status === 422);

/**
 * GET /me/offers/{id}: one offer with its history, as the provider's account sees it (the same
 * endpoint serves the donor and the operator; `viewer` says who looks).
 */
export const providerOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerOfferKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<OfferDetail>(`/me/offers/${encodeURIComponent(id)}`, { signal }),
  });

export function useProviderOffer(id: string) {
  return useQuery(providerOfferQueryOptions(id));
}

/**
 * The organisation's answer: POST /me/provider/offers/{id}/accept {pickup_at, collector},
 * /decline {reason, text} or /propose {pickup_from, pickup_to}. The offer it answers with
 * replaces the one shown, and the inbox (and the menu's count) is asked again; when the offer
 * moved meanwhile, it is read again.
 */
export function useAnswerProviderOffer(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = providerOfferQueryOptions(id);
  const refreshList = () =>
    void queryClient.invalidateQueries({ queryKey: providerOfferKeys.list() });
  return useMutation({
    mutationFn: ({ type, ...body }: OfferAnswer) =>
      apiFetch<OfferDetail>(`${providerOffersPath(id)}/${type}`, { method: 'POST', body }),
    onSuccess: (offer) => {
      queryClient.setQueryData(queryKey, offer);
      refreshList();
      // The answer is sent: what was typed in the answer forms is not kept any longer.
      dropKeptFields(`answer:${id}:`);
    },
    onError: (error) => {
      if (!isStateMoved(error)) return;
      void queryClient.invalidateQueries({ queryKey });
      refreshList();
    },
  });
}

/** POST /me/provider/offers/{id}/block: the organisation takes no more offers from the donor. */
export function useBlockDonor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>(`${providerOffersPath(id)}/block`, { method: 'POST', body: {} }),
    onSuccess: () =>
      queryClient.setQueryData(providerOfferQueryOptions(id).queryKey, (offer) =>
        offer ? { ...offer, donor_blocked: true } : offer,
      ),
  });
}
