import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a handler throws on purpose: its message reaches the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
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
  429: 'Too Many Requests',
};

/**
 * One error shape for every failure: { statusCode, error, message }. Validation problems become
 * 400 with the first issue spelled out; anything unexpected is logged and answered with a generic
 * 500 that leaks nothing.
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
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong.',
      });
    }
    return reply
      .code(status)
      .send({ statusCode: status, error: reasons[status] ?? 'Error', message: err.message });
  });
});
