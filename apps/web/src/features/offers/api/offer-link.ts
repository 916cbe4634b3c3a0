import type { OfferDetail, OfferLinkAnswerInput } from '@foodhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** One answer through the link: accept with a time, decline with a reason, or another window. */
export type OfferLinkAnswer = OfferLinkAnswerInput['answer'];

/** The link's token is unknown, or the link has answered its offer already. */
export const isLinkUnknown = (error: unknown) =>
  error instanceof ApiError &&
  // A malformed token is refused by the request's schema, without a code.
  (error.code === 'OFFER_LINK_UNKNOWN' || (error.status === 400 && !error.code));

/**
 * POST /offer-link: the offer the e-mailed link names. The token travels in the body, never in
 * an address the server logs; reading does not spend the link.
 */
export const offerLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['offer-link', token] as const,
    queryFn: ({ signal }) =>
      apiFetch<OfferDetail>('/offer-link', { method: 'POST', body: { token }, signal }),
  });

export function useOfferByLink(token: string | null) {
  return useQuery({ ...offerLinkQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/**
 * POST /offer-link/answer: the link answers once. The offer it answers with replaces the one
 * shown; when the offer moved meanwhile (409), it is read again.
 */
export function useAnswerOffer(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = offerLinkQueryOptions(token);
  return useMutation({
    mutationFn: (answer: OfferLinkAnswer) =>
      apiFetch<OfferDetail>('/offer-link/answer', { method: 'POST', body: { token, answer } }),
    onSuccess: (offer) => queryClient.setQueryData(queryKey, offer),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'OFFER_WRONG_STATE') {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
