import type { RoutePoint, TransportRequest, TransportResponse } from '@foodhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { withPersistence } from '../lib/persisted-query';
import { localizedServerMessage } from '../lib/server-text';

/**
 * One trip: where from, where to and how heavy; its result is a query keyed by it. An end with a
 * point is routed from that point (the one the provider list measured its distance from) and its
 * text is only the label; without one the server locates the text.
 */
export interface TransportTrip {
  source: string;
  destination: string;
  weightKg: number;
  sourcePoint?: RoutePoint;
  destinationPoint?: RoutePoint;
}

/** POST /transport/calculate (spec part 2 §7): road only, the weight in tonnes (kg / 1000). */
export function calculateTransport(trip: TransportTrip, signal?: AbortSignal) {
  const body: TransportRequest = {
    source: trip.source,
    destination: trip.destination,
    transport_mode: 'road',
    weight_tons: trip.weightKg / 1000,
    ...(trip.sourcePoint ? { source_point: trip.sourcePoint } : {}),
    ...(trip.destinationPoint ? { destination_point: trip.destinationPoint } : {}),
  };
  return apiFetch<TransportResponse>('/transport/calculate', { method: 'POST', body, signal });
}

/**
 * The transport result of a trip, asked for when the user calculates and kept across reloads
 * (spec part 2 §3 'transportResult'); another trip is another result.
 */
export const transportQueryOptions = (trip: TransportTrip) =>
  queryOptions({
    ...withPersistence({
      queryKey: ['transport', trip] as const,
      queryFn: ({ signal }) => calculateTransport(trip, signal),
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
