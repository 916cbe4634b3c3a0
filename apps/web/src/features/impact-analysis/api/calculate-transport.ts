import type { TransportRequest, TransportResponse } from '@foodhub/contracts';
import { apiFetch } from '../../../lib/api-client';
import { localizedServerMessage } from '../../../lib/server-text';

/** POST /transport/calculate (spec part 2 §7): road only, the weight in tonnes (kg / 1000). */
export function calculateTransport(source: string, destination: string, weightKg: number) {
  const body: TransportRequest = {
    source,
    destination,
    transport_mode: 'road',
    weight_tons: weightKg / 1000,
  };
  return apiFetch<TransportResponse>('/transport/calculate', { method: 'POST', body });
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
