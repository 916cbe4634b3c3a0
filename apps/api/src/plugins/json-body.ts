import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CodedMessage } from '../lib/answer-messages';
import { codedError, type HttpError } from './errors';

// JSON nested hundreds of levels deep stays within 100 KB (5 KB hold 900 levels), yet PostgreSQL
// walks a jsonb value recursively: deep enough, the embedded database fails every later query,
// or a JSON.stringify or zod check overflows the stack. The app's own bodies nest at most 5
// levels and hold at most a few hundred keys, so the limits below refuse nothing real.

export interface JsonLimits {
  /** Levels of objects and arrays: {} is 1, { "a": [] } is 2. */
  readonly depth: number;
  /** Object keys and array items, counted over the whole document. */
  readonly keys: number;
}

/** Every JSON request body. */
export const BODY_JSON_LIMITS: JsonLimits = { depth: 32, keys: 10_000 };

/**
 * A JSON file sent as text (the providers' GeoJSON import, up to 5 million characters): the same
 * depth; keys for a file of MultiPolygons at that size (about 670,000, six decimals, 8 levels).
 */
export const FILE_JSON_LIMITS: JsonLimits = { depth: 32, keys: 1_000_000 };

export const jsonBodyMessages = {
  tooDeep: { code: 'JSON_TOO_DEEP', message: 'The JSON is nested deeper than {{max}} levels.' },
  tooManyKeys: {
    code: 'JSON_TOO_MANY_KEYS',
    message: 'The JSON holds more than {{max}} keys and array items.',
  },
} as const satisfies Record<string, CodedMessage>;

function refuse(message: CodedMessage, max: number): HttpError {
  return codedError(400, message, { max: String(max) });
}

/**
 * The first limit the value exceeds, as a 400 to throw; undefined when it fits. Walks with a
 * stack, not recursion, and stops at the first excess, so a hostile value costs little.
 */
export function jsonLimitError(value: unknown, limits: JsonLimits): HttpError | undefined {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  let keys = 0;
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limits.depth) return refuse(jsonBodyMessages.tooDeep, limits.depth);
    const children: unknown[] = Array.isArray(item) ? item : Object.values(item);
    keys += children.length;
    if (keys > limits.keys) return refuse(jsonBodyMessages.tooManyKeys, limits.keys);
    for (const child of children) {
      if (child !== null && typeof child === 'object')
        stack.push({ item: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Parses JSON bodies as Fastify does (the route's body limit, the prototype-poisoning checks) and
 * refuses one beyond BODY_JSON_LIMITS with 400 JSON_TOO_DEEP or JSON_TOO_MANY_KEYS, before any
 * hook or handler sees it.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A string with parseAs 'string'; the type also allows a Buffer.
    parse(request, body.toString(), (error, value) => {
      if (error) return done(error, undefined);
      const excess = jsonLimitError(value, BODY_JSON_LIMITS);
      if (excess) return done(excess, undefined);
      done(null, value);
    });
  });
});
