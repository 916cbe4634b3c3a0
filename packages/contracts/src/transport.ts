import { z } from 'zod';
import { geocodeMatch, geocodePrecision } from './geocoding';

/** Longest address text POST /transport/calculate takes for source or destination. */
export const TRANSPORT_ADDRESS_MAX_LENGTH = 300;
/** Heaviest load one calculation takes, in tonnes (a full road train carries about 40 t). */
export const TRANSPORT_MAX_WEIGHT_TONS = 100;

const WEIGHT_MESSAGE = `weight_tons must be more than 0 and at most ${TRANSPORT_MAX_WEIGHT_TONS}`;

const addressText = (name: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${name} is required`
          : `${name} must be an address text`,
    })
    .trim()
    .min(1, `${name} is required`)
    .max(
      TRANSPORT_ADDRESS_MAX_LENGTH,
      `${name} has at most ${TRANSPORT_ADDRESS_MAX_LENGTH} characters`,
    );

/**
 * POST /transport/calculate (spec part 2 §7): two address texts such as
 * 'Hauptplatz 1, 8010 Graz, Austria', road transport only, the load in tonnes (kg / 1000).
 */
export const transportRequest = z.object({
  source: addressText('source'),
  destination: addressText('destination'),
  transport_mode: z.literal('road', {
    error: 'Only road transport is supported (transport_mode "road")',
  }),
  weight_tons: z
    .number({ error: WEIGHT_MESSAGE })
    .gt(0, WEIGHT_MESSAGE)
    .max(TRANSPORT_MAX_WEIGHT_TONS, WEIGHT_MESSAGE),
});
export type TransportRequest = z.infer<typeof transportRequest>;

/** How the distance was found: a road route from OSRM, or great-circle × road circuity factor. */
export const routeMethod = z.enum(['osrm', 'great-circle-estimate']);
export type RouteMethod = z.infer<typeof routeMethod>;

/** GeoJSON Feature<LineString>, coordinates [longitude, latitude]. */
export const routeFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])),
  }),
  properties: z.object({ method: routeMethod }),
});
export type RouteFeature = z.infer<typeof routeFeature>;

/** A geocoded end of the route: the address text as given and where it was found. */
export const transportPlace = z.object({
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** How exactly the address was located: a postal-code or town centre unless 'address'. */
  precision: geocodePrecision,
  matched: geocodeMatch,
});
export type TransportPlace = z.infer<typeof transportPlace>;

/** The transport result of the analysis (spec part 2 §3 'Transport result'). */
export const transportResponse = z.object({
  /** Road distance in km, 2 decimals. */
  distance_km: z.number(),
  /** weight_tons × distance × 1.58 kg CO2e per tonne-km, 3 decimals. */
  co2e_kg: z.number(),
  /** The formula with its numbers and where the distance came from, for the user to read. */
  co2e_calc_method: z.string(),
  route_geojson: routeFeature,
  transport_weight_kg: z.number(),
  /** An outside emission calculation; none is configured. */
  co2e_kg_external: z.null(),
  co2e_calc_method_external: z.null(),
  source: transportPlace,
  destination: transportPlace,
  /**
   * Set when the located points lie closer than a local trip can be (both in one postal-code
   * area): the distance used instead, in km.
   */
  minimum_distance_km: z.number().nullable(),
});
export type TransportResponse = z.infer<typeof transportResponse>;
