import { useState } from 'react';
import { locatedAsOf, useGeocode } from '../../../api/geocode';
import { ApiError } from '../../../lib/api-client';
import type { EntryForm } from './use-entry-form';

const ADDRESS_PARTS = ['address', 'postal_code', 'city', 'country'] as const;

interface FindOnMapOptions {
  /** The chosen country's name, as the geocoder reads it. */
  countryName(code: string): string;
  /** Called when a part of the address is missing, once its error is set. */
  onMissing(): void;
}

/**
 * 'Find on map': locates the address as step 1 of the stepper does (POST /geocode) and puts
 * what was found in the form, to be confirmed. An answer for an address changed since is
 * dropped: it would put a point on the map for an address no longer there.
 */
export function useFindOnMap(form: EntryForm, { countryName, onMissing }: FindOnMapOptions) {
  const geocode = useGeocode();
  const [failed, setFailed] = useState(false);

  async function find() {
    const { location } = form.getValues();
    const missing = ADDRESS_PARTS.filter((part) => location[part].trim() === '');
    if (missing.length > 0) {
      for (const part of missing) form.setFieldError(`location.${part}`, 'required');
      onMissing();
      return;
    }
    setFailed(false);
    const asked = JSON.stringify(location);
    try {
      const answer = await geocode.mutateAsync({
        location: {
          address: location.address,
          postalCode: location.postal_code,
          city: location.city,
          country: countryName(location.country),
        },
      });
      if (JSON.stringify(form.getValues().location) !== asked) return;
      form.setValues({
        location_geo: answer.found ? answer.location_geo : null,
        located: locatedAsOf(answer),
        place_confirmed: false,
      });
      form.clearFieldError('location_geo');
    } catch (error) {
      // A 401 has ended the session and shows the login: nothing to say here.
      if (!(error instanceof ApiError && error.status === 401)) setFailed(true);
    }
  }

  return { find: () => void find(), finding: geocode.isPending, failed };
}
