import { errorResponse, healthResponse } from '@foodhub/contracts';
import { pingDb } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { codedError, logSafeError } from '../../plugins/errors';
import { healthMessages } from './health.messages';

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        description:
          'Reads a row of a database table. 503 DATABASE_UNAVAILABLE when the database does not ' +
          'answer or cannot read its tables, so that an orchestrator replaces the server.',
        security: [],
        response: { 200: healthResponse, 400: errorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      try {
        await pingDb(deps.db);
      } catch (err) {
        request.log.error({ err: logSafeError(err) }, 'health check: the database failed');
        throw codedError(503, healthMessages.databaseUnavailable);
      }
      return { status: 'ok' as const, db: deps.dbDriver, version: deps.config.version };
    },
  );
};
