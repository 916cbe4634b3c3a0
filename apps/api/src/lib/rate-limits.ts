import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppDeps } from '../deps';
import { optionalUser } from '../plugins/auth';
import { codedError, type HttpError } from '../plugins/errors';
import { answerMessages } from './answer-messages';

/**
 * Counts failures of one kind per key (failed logins per e-mail address): a key with `max`
 * failures within the window is refused until the window of its first failure ends.
 */
export interface FailureCounter {
  /** Seconds until the key may try again; 0 while it is under the limit. */
  secondsBlocked(key: string): Promise<number>;
  /** Counts one failure of the key. */
  add(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per e-mail address, counted where the rate limits count. */
    failedLogins: FailureCounter;
  }
}

/** The 429 of every limit: { code: 'RATE_LIMITED', params: { seconds } }. */
export function rateLimitedError(seconds: number): HttpError {
  return codedError(429, answerMessages.rateLimited, {
    seconds: String(Math.max(1, Math.ceil(seconds))),
  });
}

/** The 429 of a limit checked by a handler, with the Retry-After the plugin sends for its own. */
export function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  const error = rateLimitedError(seconds);
  reply.header('retry-after', error.params!.seconds);
  return error;
}

/** A key that names no e-mail address in the store (Redis keys can be listed by its operator). */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** In one process: the windows of at most `capacity` keys, the oldest forgotten first. */
export function memoryFailureCounter(
  max: number,
  windowMs: number,
  capacity = 50_000,
): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    async secondsBlocked(key) {
      const window = current(hashed(key));
      return window && window.count >= max ? (window.endsAt - Date.now()) / 1000 : 0;
    },
    async add(key) {
      const id = hashed(key);
      const window = current(id);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= capacity) windows.delete(windows.keys().next().value!);
      windows.set(id, { count: 1, endsAt: Date.now() + windowMs });
    },
  };
}

// The count and its expiry in one step, so that no key is left without an end.
const ADD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Shared by every API process through Redis, as the request limits are. */
export function redisFailureCounter(
  redis: Redis,
  prefix: string,
  max: number,
  windowMs: number,
): FailureCounter {
  const keyOf = (key: string) => `${prefix}${hashed(key)}`;
  return {
    async secondsBlocked(key) {
      const id = keyOf(key);
      const [count, ttl] = await Promise.all([redis.get(id), redis.pttl(id)]);
      return Number(count ?? 0) >= max && ttl > 0 ? ttl / 1000 : 0;
    },
    async add(key) {
      await redis.eval(ADD_FAILURE, 1, keyOf(key), String(windowMs));
    },
  };
}

/**
 * @fastify/rate-limit with the app's 429 answer, its counters in memory or, with REDIS_URL, in
 * Redis (shared by every API process), and the failed-login counter in the same place. Routes
 * opt in: authRateLimit (per client address) and clientRateLimit (per account).
 */
export const rateLimits = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  const { redisUrl, rateLimit: limits } = deps.config;
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'foodhub-rl:' } : {}),
    // Thrown by the plugin after it has set Retry-After, so the error handler sends it.
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl / 1000),
  });
  const windowMs = limits.loginEmailWindowSeconds * 1000;
  app.decorate(
    'failedLogins',
    redis
      ? redisFailureCounter(redis, 'foodhub-rl:login-email:', limits.loginEmailMax, windowMs)
      : memoryFailureCounter(limits.loginEmailMax, windowMs),
  );
});

/** Whose requests count together: the account when signed in, else the client address. */
async function clientKey(deps: AppDeps, request: FastifyRequest): Promise<string> {
  // Set by requireUser; on the routes where a login is optional, a token is looked at only when
  // one is sent, and a bad one counts by address.
  const user =
    request.currentUser ??
    (request.headers.authorization ? await optionalUser(deps, request) : null);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * A preHandler allowing `max` requests per RATE_LIMIT_WINDOW_SECONDS per account (per client
 * address without a login), counted over every route it is given to: the routes that make the
 * server work (PDFs, saves, analytics, matches, the chatbot). After requireUser, so a signed-in
 * call counts by account.
 */
export function clientRateLimit(
  app: FastifyInstance,
  deps: AppDeps,
  name: string,
  max: number,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow: deps.config.rateLimit.windowSeconds * 1000,
    // The limits made here share one key space in Redis: the name keeps them apart.
    keyGenerator: async (request) => `${name}:${await clientKey(deps, request)}`,
  }) as preHandlerAsyncHookHandler;
}
