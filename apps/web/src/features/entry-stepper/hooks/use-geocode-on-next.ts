import type { GeoPoint } from '@foodhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { locatedAsOf, useGeocode } from '../../../api/geocode';
import { composeAddress } from '../../../lib/compose-address';
import type { CompanyProfile, LocatedAs } from '../../../stores/stepper-data';
import { useStepperStore } from '../../../stores/stepper-store';

/** Geocoding runs only when no location exists yet or the composed address changed (spec §4). */
export function needsGeocoding(profile: CompanyProfile, composedAddress: string): boolean {
  if (!composedAddress) return false;
  return profile.location_geo === null || profile.lastGeocodedAddress !== composedAddress;
}

/**
 * Next on step 1 (spec part 1 §4): locates the company address before step 2. Not found or a
 * failure is silent (spec part 1 §8): location_geo null, the address remembered, and the stepper
 * moves on all the same. `geocoding` is true while the call runs.
 */
export function useGeocodeOnNext() {
  const { mutateAsync } = useGeocode();
  const [geocoding, setGeocoding] = useState(false);
  const running = useRef<AbortController | null>(null);

  // Leaving the stepper mid-call drops the answer: it must not move anyone to step 2.
  useEffect(() => () => running.current?.abort(), []);

  /** Resolves true when the stepper may go on to step 2. */
  const geocodeOnNext = useCallback(async (): Promise<boolean> => {
    if (running.current) return false;
    const { companyProfile, setCompanyProfile } = useStepperStore.getState();
    const composedAddress = composeAddress(companyProfile.location);
    if (!composedAddress) {
      // No address, nothing to locate; a location found for an address since erased must go.
      if (companyProfile.location_geo !== null || companyProfile.lastGeocodedAddress !== null) {
        setCompanyProfile({ location_geo: null, lastGeocodedAddress: null, locatedAs: null });
      }
      return true;
    }
    if (!needsGeocoding(companyProfile, composedAddress)) return true;

    const controller = new AbortController();
    running.current = controller;
    setGeocoding(true);
    let location: GeoPoint | null = null;
    // A failed call says nothing about the address: no reason, shown as 'not located'.
    let locatedAs: LocatedAs = { found: false, reason: null };
    try {
      const answer = await mutateAsync({
        location: companyProfile.location,
        signal: controller.signal,
      });
      location = answer.found ? answer.location_geo : null;
      locatedAs = locatedAsOf(answer);
    } catch (error) {
      // A 401 ends the session and shows /login (spec part 1 §8): stay where we are.
      if (error instanceof ApiError && error.status === 401) controller.abort();
      else if (!controller.signal.aborted) console.warn('Geocoding failed', error);
    } finally {
      running.current = null;
      setGeocoding(false);
    }
    if (controller.signal.aborted) return false;
    useStepperStore.getState().setCompanyProfile({
      location_geo: location,
      lastGeocodedAddress: composedAddress,
      locatedAs,
    });
    return true;
  }, [mutateAsync]);

  return { geocoding, geocodeOnNext };
}
