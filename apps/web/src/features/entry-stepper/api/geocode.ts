import type { GeocodeRequest, GeocodeResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { CompanyLocation } from '../../../stores/stepper-data';

/** Above the server's own limits (a 10 s queue, then 5 s per lookup): Next never waits longer. */
export const GEOCODE_TIMEOUT_MS = 20_000;

export interface GeocodeInput {
  location: CompanyLocation;
  signal?: AbortSignal;
}

/** POST /geocode (spec part 1 §7): the company address in, { found, location_geo } out. */
export function geocode({ location, signal }: GeocodeInput): Promise<GeocodeResponse> {
  const body: GeocodeRequest = {
    address: location.address.trim(),
    city: location.city.trim(),
    postalCode: location.postalCode.trim(),
    country: location.country.trim(),
  };
  return apiFetch<GeocodeResponse>('/geocode', {
    method: 'POST',
    body,
    signal,
    timeoutMs: GEOCODE_TIMEOUT_MS,
  });
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
