import type {
  Offer,
  OfferAgreeInput,
  OfferDetail,
  OfferHandoverInput,
  OfferInput,
  OfferList,
} from '@foodhub/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** The donor's offers: the list (its pages) and each offer by id. */
export const myOfferKeys = {
  all: ['my-offers'] as const,
  list: () => ['my-offers', 'list'] as const,
  detail: (id: string) => ['my-offers', 'detail', id] as const,
};

const offerPath = (id: string) => `/me/offers/${encodeURIComponent(id)}`;

/**
 * The offer is not there for this account: unknown, another account's (404), or an id that is no
 * offer id at all (400 from the request's schema, without a code).
 */
export const isOfferNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && !error.code));

/** Not found is an answer, not a failure to retry. */
const retryUnlessNotFound = (failures: number, error: unknown) =>
  !isOfferNotFound(error) && failures < 1;

/** GET /me/offers: the offers the account sent, newest first, 50 a page (next_cursor). */
export const myOffersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myOfferKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<OfferList>(
        pageParam ? `/me/offers?cursor=${encodeURIComponent(pageParam)}` : '/me/offers',
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export function useMyOffers() {
  return useInfiniteQuery(myOffersQueryOptions());
}

/** GET /me/offers/:id: one offer with its history. */
export const myOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: myOfferKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<OfferDetail>(offerPath(id), { signal }),
    retry: retryUnlessNotFound,
  });

export function useMyOffer(id: string) {
  return useQuery(myOfferQueryOptions(id));
}

/** What POST /me/offers answers: the new offer's id, sent. */
export interface OfferCreated {
  id: string;
  status: Offer['status'];
}

/** POST /me/offers: the surplus offered to one provider for one solution. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: OfferInput) =>
      apiFetch<OfferCreated>('/me/offers', { method: 'POST', body: offer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOfferKeys.list() }),
  });
}

/** The donor's steps on an offer (domain OFFER_MOVES: agree, withdraw, handover). */
export type DonorStep =
  | ({ type: 'agree' } & OfferAgreeInput)
  | { type: 'withdraw' }
  | ({ type: 'handover' } & OfferHandoverInput);

function sendStep(id: string, step: DonorStep) {
  const { type, ...body } = step;
  return apiFetch<OfferDetail>(`${offerPath(id)}/${type}`, { method: 'POST', body });
}

/**
 * The offer moved on meanwhile (409 OFFER_WRONG_STATE), or its window changed under the time
 * chosen (422 OFFER_TIME_OUTSIDE_WINDOW): the offer shown is read again.
 */
export const isStaleOfferError = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'OFFER_WRONG_STATE' || error.code === 'OFFER_TIME_OUTSIDE_WINDOW');

/**
 * POST /me/offers/:id/{agree,withdraw,handover}: the offer it answers with replaces the one
 * shown, and the list is asked again; when the offer moved meanwhile, it is read again.
 */
export function useOfferStep(id: string) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: myOfferKeys.list() });
  return useMutation({
    mutationFn: (step: DonorStep) => sendStep(id, step),
    onSuccess: async (offer) => {
      queryClient.setQueryData(myOfferKeys.detail(id), offer);
      await refreshList();
    },
    onError: async (error) => {
      if (!isStaleOfferError(error)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myOfferKeys.detail(id) }),
        refreshList(),
      ]);
    },
  });
}
