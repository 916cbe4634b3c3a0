import type { ProviderOfferList } from '@foodhub/contracts';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../lib/api-client';

/*
 * The offers an organisation's provider entry received (GET /me/provider/offers): one query for
 * the inbox (features/offers) and the count of the header's account menu, so both share one
 * copy. No hook here: the account menu reads it through the query client (see user-info.ts).
 */

/** Everything of the inbox: its pages, and each offer as the provider's account reads it. */
export const providerOfferKeys = {
  all: ['provider-offers'] as const,
  list: () => ['provider-offers', 'list'] as const,
  detail: (id: string) => ['provider-offers', 'detail', id] as const,
};

/** The path of the inbox, or of one of its offers (its answers hang off it). */
export const providerOffersPath = (id?: string) =>
  id ? `/me/provider/offers/${encodeURIComponent(id)}` : '/me/provider/offers';

/** The inbox: newest first, 50 a page; 'Load more' asks for the page after next_cursor. */
export const providerOffersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: providerOfferKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ProviderOfferList>(
        pageParam
          ? `${providerOffersPath()}?${new URLSearchParams({ cursor: pageParam }).toString()}`
          : providerOffersPath(),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** The account keeps no provider entry: no inbox (an answer, not a failure to retry). */
export const isNoProvider = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'OFFER_NO_PROVIDER';

/** How many offers wait for the organisation's answer, as the latest page counted them. */
export const waitingOffers = (data: InfiniteData<ProviderOfferList> | undefined): number =>
  data?.pages.at(-1)?.waiting ?? 0;
