import {
  errorResponse,
  geocodeRequest,
  geocodeResponse,
  type GeocodeResponse,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import type { GeocodeResult } from '../../lib/geocoder';
import { logSafeError } from '../../plugins/errors';

const NOT_FOUND_RESPONSE: GeocodeResponse = {
  found: false,
  location_geo: null,
  precision: null,
  matched: null,
  not_found_reason: null,
};

// Six decimals are ~0.1 m: more would only expose the arithmetic of a centroid.
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function toGeocodeResponse(result: GeocodeResult): GeocodeResponse {
  if (!result.found) return { ...NOT_FOUND_RESPONSE, not_found_reason: result.reason };
  return {
    found: true,
    location_geo: { type: 'Point', coordinates: [round(result.lon), round(result.lat)] },
    precision: result.precision,
    matched: {
      postal_code: result.match.postalCode,
      city: result.match.city,
      country_code: result.match.countryCode,
    },
    not_found_reason: null,
  };
}

/** Address to coordinates for the entry stepper (spec part 1 §4 'Geocoding', §7). */
export const geocodingRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/geocode',
    {
      schema: {
        tags: ['geocoding'],
        operationId: 'geocodeAddress',
        summary: 'Coordinates of an address (street, postal code, city, country)',
        description:
          'All parts are optional; the country may be a code or a name in en, de, it, fr or sl. ' +
          'Only AT, DE, IT, SI, FR, CH and LI are searched unless the country names another. ' +
          'A postal code that does not exist there, or that does not go with the city, is not ' +
          'replaced by a namesake. Answers found: false with location_geo null when nothing ' +
          'matches (not_found_reason says why), when only a country is given, and when the ' +
          'geocoder fails (spec part 1 §8). matched and precision say what was located.',
        security: [],
        body: geocodeRequest,
        response: { 200: geocodeResponse, 400: errorResponse },
      },
    },
    async (request) => {
      try {
        return toGeocodeResponse(await deps.geocoder.geocode(request.body));
      } catch (err) {
        // Geocode failure is silent for the user: location null, address kept (spec part 1 §8).
        request.log.warn({ err: logSafeError(err) }, 'geocoding failed');
        return NOT_FOUND_RESPONSE;
      }
    },
  );
};
