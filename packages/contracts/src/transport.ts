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

const coordinate = (name: string, min: number, max: number) => {
  const message = `${name} must be a number from ${min} to ${max}`;
  return z.number({ error: message }).min(min, message).max(max, message);
};

/**
 * Where one end of the trip already lies, in degrees: the point the provider list measured its
 * straight-line distance from (the company's location_geo) or to (the provider's coordinates).
 * precision says how exactly that point was located; without it the point is taken as exact.
 */
export const routePoint = (name: string) =>
  z.object(
    {
      lat: coordinate(`${name}.lat`, -90, 90),
      lon: coordinate(`${name}.lon`, -180, 180),
      precision: z
        .enum(geocodePrecision.options, {
          error: `${name}.precision must be address, postal_code or city`,
        })
        .optional(),
    },
    { error: `${name} must be an object with lat and lon` },
  );
export type RoutePoint = z.infer<ReturnType<typeof routePoint>>;

/**
 * POST /transport/calculate (spec part 2 §7): two address texts such as
 * 'Hauptplatz 1, 8010 Graz, Austria', road transport only, the load in tonnes (kg / 1000).
 * source_point and destination_point are optional: an end given as a point is routed from that
 * point instead of geocoding its text (the text stays its label), so the route joins exactly the
 * points whose straight-line distance the provider list showed.
 */
export const transportRequest = z.object({
  source: addressText('source'),
  destination: addressText('destination'),
  source_point: routePoint('source_point').optional(),
  destination_point: routePoint('destination_point').optional(),
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
