import { analyticsAccepted, analyticsBatch, errorResponse, publicConfig } from '@foodhub/contracts';
import { insertAnalyticsEvents } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { clientRateLimit } from '../../lib/rate-limits';
import { optionalUser } from '../../plugins/auth';

/** First-party analytics (ARCHITECTURE.md, adapters) and the public client configuration. */
export const analyticsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Anyone may send events: limited per client address, or per account with a valid token.
  const eventsLimit = clientRateLimit(app, deps, 'analytics', deps.config.rateLimit.analyticsMax);

  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        operationId: 'recordAnalyticsEvents',
        summary: 'Store page views and events; the client sends them only after consent',
        description:
          'Events are tied to the account when a valid bearer token comes along (and are deleted ' +
          'with it); a userId inside an event is ignored. 429 past the limit of calls per ' +
          'window, per account or per client address without a login.',
        security: [{}, { bearerAuth: [] }],
        body: analyticsBatch,
        response: { 202: analyticsAccepted, 400: errorResponse, 429: errorResponse },
      },
      preHandler: eventsLimit,
    },
    async (request, reply) => {
      const user = await optionalUser(deps, request);
      const { events } = request.body;
      await insertAnalyticsEvents(
        deps.db,
        events.map((event) => ({
          type: event.type,
          name: event.name,
          path: event.path ?? null,
          clientId: event.clientId,
          userId: user?.id ?? null,
          properties: event.properties ?? null,
        })),
      );
      return reply.code(202).send({ accepted: events.length });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['analytics'],
        operationId: 'getPublicConfig',
        summary:
          'Public client configuration: GA4 measurement id (when set), version, map tiles, operator identity for the legal pages',
        security: [],
        response: { 200: publicConfig, 400: errorResponse },
      },
    },
    async () => ({
      gaMeasurementId: deps.config.gaMeasurementId ?? null,
      version: deps.config.version,
      map: deps.config.map,
      operator: deps.config.operator,
    }),
  );
};
