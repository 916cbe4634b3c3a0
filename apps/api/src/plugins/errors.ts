import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerMessages, fillMessage, type CodedMessage } from '../lib/answer-messages';

/** What a client may read besides the English message, to show the answer in its own language. */
export interface ErrorCode {
  /** Stable and machine-readable, e.g. 'EMAIL_TAKEN'; the message may change, the code does not. */
  code: string;
  /** The values the message contains, e.g. { address }, for the client's own text. */
  params?: Record<string, string>;
}

/**
 * An error a handler throws on purpose: its message reaches the client as is, with its code and
 * params when it has them.
 */
export class HttpError extends Error {
  readonly code?: string;
  readonly params?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    coded?: ErrorCode,
  ) {
    super(message);
    if (coded) {
      this.code = coded.code;
      if (coded.params) this.params = coded.params;
    }
  }
}

/**
 * The HttpError of a coded message: its {{name}} placeholders filled from params, and the code
 * (with the params, when given) beside it for the client's own text.
 */
export function codedError(
  statusCode: number,
  { code, message }: CodedMessage,
  params?: Record<string, string>,
): HttpError {
  return new HttpError(statusCode, fillMessage(message, params), { code, params });
}

/** A query that failed as Drizzle reports it: its message repeats the values it was sent. */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(err: unknown): err is QueryError {
  return (
    err instanceof Error &&
    typeof (err as Partial<QueryError>).query === 'string' &&
    Array.isArray((err as Partial<QueryError>).params)
  );
}

/** The stack's frames, without the message it starts with. */
const framesOf = (err: Error) =>
  (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

// The fields of a database error that name the failure. Its detail ('Key (email)=(…) already
// exists'), where and hint may quote a value, so they are left out.
const DB_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];

/**
 * The error as it may be logged: a failed query keeps its SQL and the database's reason, never
 * the values it was sent (a user's draft, e-mail address or company); any other error as it is.
 */
export function logSafeError(err: unknown): unknown {
  if (!isQueryError(err)) return err;
  const values = err.params
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .filter((value): value is string => typeof value === 'string' && value.length > 1)
    // The longest first, so that a value inside another is not left half masked.
    .sort((a, b) => b.length - a.length);
  const mask = (text: string) =>
    values.reduce((masked, value) => masked.split(value).join('[value]'), text);
  const safe = new Error(`Failed query: ${err.query}`);
  safe.name = err.name;
  safe.stack = `${safe.name}: ${safe.message}\n${framesOf(err)}`;
  Object.assign(safe, { query: err.query });
  const cause: unknown = err.cause;
  if (cause instanceof Error) {
    const reason = new Error(mask(cause.message));
    reason.name = cause.name;
    reason.stack = `${reason.name}: ${reason.message}\n${framesOf(cause)}`;
    // Beside the query, where a log search finds them: code '23514', constraint '…'.
    for (const field of DB_ERROR_FIELDS) {
      const value = (cause as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string') Object.assign(safe, { [field]: value });
    }
    safe.cause = reason;
  }
  return safe;
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * One error shape for every failure: { statusCode, error, message }, plus code and params for an
 * HttpError that has them. Validation problems become 400 with the first issue spelled out (no
 * code); anything unexpected is logged (a failed query without its values) and answered with a
 * generic 500 that leaks nothing.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      const message = first
        ? `${field ? `${field}: ` : ''}${first.message}${where}`
        : 'Invalid request';
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message });
    }
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    // The client went away while its answer was being streamed: nobody is left to answer and
    // nothing failed on this side, so it is noted, not logged as an error.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ code: err.code }, 'client closed the connection before the answer');
      return reply;
    }
    // An HttpError of 5xx (503 of the health check) is meant: sent as it is, like a 4xx.
    if (status >= 500 && !(err instanceof HttpError)) {
      request.log.error({ err: logSafeError(err) }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: answerMessages.internalError.message,
        code: answerMessages.internalError.code,
      });
    }
    // Only our own errors carry a code: Fastify's (FST_ERR_...) are not part of the contract.
    const coded = err instanceof HttpError ? err : undefined;
    return reply.code(status).send({
      statusCode: status,
      error: reasons[status] ?? 'Error',
      message: err.message,
      ...(coded?.code ? { code: coded.code } : {}),
      ...(coded?.params ? { params: coded.params } : {}),
    });
  });
});
