import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerMessages } from '../lib/answer-messages';

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
};

/**
 * One error shape for every failure: { statusCode, error, message }, plus code and params for an
 * HttpError that has them. Validation problems become 400 with the first issue spelled out (no
 * code); anything unexpected is logged and answered with a generic 500 that leaks nothing.
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
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
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
