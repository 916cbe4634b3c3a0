import type { LatLon } from '@foodhub/domain';
import { z } from 'zod';
import { timeoutDeadline, type Deadline } from './deadline';
import { estimateRoute, type Router, type RouterLog } from './router';

export interface OsrmOptions {
  /** Base URL of an OSRM server (its HTTP API v5), e.g. http://localhost:5000 */
  baseUrl: string;
  timeoutMs: number;
  log?: RouterLog;
  /** Ends a request after timeoutMs; AbortSignal.timeout unless a test passes its own. */
  deadline?: Deadline;
}

const lonLat = z.tuple([z.number(), z.number()]);

// The part of OSRM's route answer we read; 'code' is 'Ok' on success.
const routeAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(lonLat) }),
      }),
    )
    .optional(),
});

/** OSRM's route service for cars, the whole route geometry as GeoJSON. */
export function osrmRouteUrl(baseUrl: string, from: LatLon, to: LatLon): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}?overview=full&geometries=geojson`;
}

/**
 * Road routes from an OSRM server. When it fails, times out or finds no route, the answer is the
 * great-circle estimate (marked fallback) and a warning is logged.
 */
export function createOsrmRouter(options: OsrmOptions): Router {
  const { baseUrl, timeoutMs, log, deadline = timeoutDeadline } = options;
  return {
    kind: 'osrm',
    async route(from, to) {
      try {
        const response = await fetch(osrmRouteUrl(baseUrl, from, to), {
          headers: { Accept: 'application/json' },
          signal: deadline(timeoutMs),
        });
        if (!response.ok) throw new Error(`OSRM answered HTTP ${response.status}`);
        const answer = routeAnswer.parse(await response.json());
        const first = answer.routes?.[0];
        if (answer.code !== 'Ok' || !first) {
          throw new Error(`OSRM found no route: ${answer.code} ${answer.message ?? ''}`.trim());
        }
        return {
          distanceKm: first.distance / 1000,
          coordinates: first.geometry.coordinates,
          method: 'osrm',
        };
      } catch (err) {
        log?.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'routing service failed; using the great-circle estimate',
        );
        return { ...estimateRoute(from, to), fallback: true };
      }
    },
  };
}
