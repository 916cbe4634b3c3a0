import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  // A stack, not recursion: a body may nest thousands of levels deep.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses text with NUL characters in the body, query or path with 400 before validation.
 * PostgreSQL cannot store or compare them, so they would otherwise end as a 500 in the query.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, 'Text must not contain NUL characters (\\u0000).');
    }
  });
});
