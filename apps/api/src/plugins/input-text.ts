import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** What is wrong with a text PostgreSQL cannot store, if anything. */
type TextFault = 'nul' | 'surrogate';

// Half of a UTF-16 pair ("\ud800" in JSON): no UTF-8 for it, so a jsonb or text column fails.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The first fault of a string anywhere in the value (keys included), or null. */
export function findTextFault(value: unknown): TextFault | null {
  // A stack, not recursion: a body may nest thousands of levels deep.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault) return fault;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const fault = textFault(key);
        if (fault) return fault;
        stack.push(child);
      }
    }
  }
  return null;
}

const MESSAGES: Record<TextFault, string> = {
  nul: 'Text must not contain NUL characters (\\u0000).',
  surrogate: 'Text must not contain half of a UTF-16 surrogate pair (such as \\ud800).',
};

/**
 * Refuses text with NUL characters or lone surrogates in the body, query or path with 400
 * before validation. PostgreSQL cannot store them, so they would otherwise end as a 500 in the
 * query, or a save silently left out.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fault =
      findTextFault(request.params) ?? findTextFault(request.query) ?? findTextFault(request.body);
    if (fault) throw new HttpError(400, MESSAGES[fault]);
  });
});
