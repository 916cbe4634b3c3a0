import type { TransportRequest, TransportResponse } from '@foodhub/contracts';
import { apiFetch, serverMessage } from '../../../lib/api-client';

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

/** The message a failed calculation shows (spec part 2 §8): the server's, or the fallback. */
export function transportFailureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
