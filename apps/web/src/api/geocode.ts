import type { GeocodeRequest, GeocodeResponse } from '@foodhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import type { CompanyLocation, LocatedAs } from '../stores/stepper-data';

/**
 * POST /geocode for every screen that locates an address: step 1 of the stepper (on Next) and
 * the provider entry ('Find on map'), so both find and describe a place alike.
 */

/** Above the server's own limits (a 10 s queue, then 5 s per lookup): no one waits longer. */
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

/** What the answer says was found (or why nothing was), as the screens describe it. */
export function locatedAsOf(answer: GeocodeResponse): LocatedAs {
  return answer.found && answer.precision && answer.matched
    ? { found: true, precision: answer.precision, matched: answer.matched }
    : { found: false, reason: answer.not_found_reason };
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
