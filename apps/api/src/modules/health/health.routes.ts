import { errorResponse, healthResponse } from '@foodhub/contracts';
import { pingDb } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthResponse, 400: errorResponse },
      },
    },
    async () => {
      await pingDb(deps.db);
      return { status: 'ok' as const, db: deps.dbDriver, version: deps.config.version };
    },
  );
};
