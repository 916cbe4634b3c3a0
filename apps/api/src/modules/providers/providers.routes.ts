import {
  errorResponse,
  providerCompaniesQuery,
  providerCompaniesResponse,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requireUser } from '../../plugins/auth';
import { listProviderCompanies } from './list-providers';

/** Provider companies that could take a surplus for one solution (spec part 1 §3, §7, §8). */
export const providersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/provider_companies',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['providers'],
        operationId: 'listProviderCompanies',
        summary: 'Provider companies offering a solution',
        description:
          'solution_id: a catalogue solution (404 when unknown) or, with solution_origin=vcg.ai, ' +
          'one of the outside service’s (its providers, camelCase; an empty list when the ' +
          'service is off or fails). lat and lon (together): each provider gets dist.calculated ' +
          'in metres and the list is nearest first, providers without coordinates last; without ' +
          'them it is by company name. The surplus, all optional: food_group (repeatable), ' +
          'surplus_name, kg_per_week. A provider is unsuitable (suitable: false) when it lists ' +
          'accepted food groups and none is given (unless it lists surplus_name itself), or when ' +
          'its largest capacity max_kg_per_week is below kg_per_week. Unsuitable providers come ' +
          'after suitable ones; only_suitable=true leaves them out. is_sample marks shipped ' +
          'sample data. limit (1 to 500, default 200): at most this many providers, the first ' +
          'in the order above (the nearest with lat/lon); suitability is judged within them, so ' +
          'only_suitable=true may answer fewer. total: how many providers the solution has in ' +
          'all, before limit and only_suitable (for vcg.ai, the length of the service’s list).',
        security: [{ bearerAuth: [] }],
        querystring: providerCompaniesQuery,
        response: {
          200: providerCompaniesResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => listProviderCompanies(deps, request.query, request.log),
  );
};
