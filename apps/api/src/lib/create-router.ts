import type { AppConfig } from '../config';
import type { Deadline } from './deadline';
import { createOsrmRouter } from './osrm-router';
import { createGreatCircleRouter, type Router, type RouterLog } from './router';

/** The great-circle estimate by default; an OSRM server, with the estimate as fallback, with ROUTER_URL. */
export function createRouter(
  config: AppConfig['router'],
  log?: RouterLog,
  deadline?: Deadline,
): Router {
  if (!config.url) return createGreatCircleRouter();
  return createOsrmRouter({ baseUrl: config.url, timeoutMs: config.timeoutMs, log, deadline });
}
