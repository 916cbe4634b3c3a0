import type { AppDeps } from '../../deps';

/**
 * Route config limiting attempts per client address on the endpoints that guess or spend
 * credentials (ARCHITECTURE.md, security baseline). Each route counts on its own.
 */
export function authRateLimit(deps: AppDeps) {
  return {
    rateLimit: {
      max: deps.config.rateLimit.authMax,
      timeWindow: deps.config.rateLimit.windowSeconds * 1000,
    },
  };
}
