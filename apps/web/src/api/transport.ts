import type { TransportRequest, TransportResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { withPersistence } from '../lib/persisted-query';
import { localizedServerMessage } from '../lib/server-text';

/** POST /transport/calculate (spec part 2 §7): road only, the weight in tonnes (kg / 1000). */
export function calculateTransport(
  source: string,
  destination: string,
  weightKg: number,
  signal?: AbortSignal,
) {
  const body: TransportRequest = {
    source,
    destination,
    transport_mode: 'road',
    weight_tons: weightKg / 1000,
  };
  return apiFetch<TransportResponse>('/transport/calculate', { method: 'POST', body, signal });
}

/** One trip: where from, where to and how heavy. Its result is a query keyed by it. */
export interface TransportTrip {
  source: string;
  destination: string;
  weightKg: number;
}

/**
 * The transport result of a trip, asked for when the user calculates and kept across reloads
 * (spec part 2 §3 'transportResult'); another trip is another result.
 */
export const transportQueryOptions = (trip: TransportTrip) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['transport', trip] as const,
      queryFn: ({ signal }) =>
        calculateTransport(trip.source, trip.destination, trip.weightKg, signal),
    }),
    staleTime: Infinity,
    retry: false,
  });

/** The result already calculated for this trip, if any; never asks (Calculate does). */
export function useTransportResult(trip: TransportTrip | null) {
  const options = transportQueryOptions(trip ?? { source: '', destination: '', weightKg: 0 });
  return useQuery({ ...options, enabled: false }).data ?? null;
}

/**
 * The message a failed calculation shows (spec part 2 §8): the server's (translated when its code
 * is known, e.g. ADDRESS_NOT_FOUND), or the fallback.
 */
export function transportFailureMessage(
  error: unknown,
  t: Parameters<typeof localizedServerMessage>[1],
  fallback: string,
): string {
  return localizedServerMessage(error, t, fallback);
}
