import { errorResponse, transportRequest, transportResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requireUser } from '../../plugins/auth';
import { calculateTransport } from './calculate-transport';

/** Transport distance and emissions for the impact analysis (spec part 2 §2, §7). */
export const transportRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/transport/calculate',
    {
      // Before the body is read: without a login the answer is 401, whatever the body holds.
      onRequest: requireUser(deps),
      schema: {
        tags: ['transport'],
        operationId: 'calculateTransport',
        summary: 'Road distance, route and CO2e of moving the surplus to the provider',
        description:
          'source and destination: address texts such as "Hauptplatz 1, 8010 Graz, Austria" ' +
          '(street, postal code and city, country; split on commas), geocoded like POST ' +
          '/geocode (only AT, DE, IT, SI, FR, CH and LI unless a country is named); 400 when one ' +
          'cannot be found, 422 when no road plausibly joins them (farther than 2,500 km ' +
          'great-circle, or off the European road network). Places located only by postal ' +
          'code or town centre are at least 4 km apart (minimum_distance_km). source_point and ' +
          'destination_point (optional, {lat, lon, precision?} in degrees): an end given as a ' +
          'point is routed from that point and its text is not geocoded (the text stays the ' +
          "place's label; precision defaults to address), so the route joins the points the " +
          'provider list measured its straight-line distance between. transport_mode: road ' +
          'only. weight_tons: more than 0, at most 100. The distance is the road route of the ' +
          'OSRM server set in ROUTER_URL, or, without it or when it fails, the great-circle ' +
          '(straight-line) distance × 1.3 (road circuity); co2e_calc_method says which, with ' +
          'the straight-line distance. co2e_kg = weight_tons × distance_km × 1.58 kg CO2e per ' +
          'tonne-km. route_geojson: a GeoJSON Feature<LineString>, [lon, lat].',
        security: [{ bearerAuth: [] }],
        body: transportRequest,
        response: {
          200: transportResponse,
          400: errorResponse,
          401: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => calculateTransport(deps, request.body),
  );
};
