import {
  datasetSolution,
  errorResponse,
  matchQuery,
  matchRequest,
  matchResponse,
  solutionIdParams,
  solutionList,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { catalogueCache } from './catalogue-cache';
import { matchForRequest } from './match-solutions';

/** The solution catalogue and the matching (spec part 1 §1, §3, §7). */
export const solutionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/solutions/match',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['solutions'],
        summary: 'Valorisation solutions for a food surplus, with score and reasoning',
        description:
          'Every field of userInputs is optional. Solutions are ordered by score (0-100); ' +
          'details.scores, details.reasoning and details.factors are keyed by solution id. ' +
          'includeScore and includeReasoning default to true; includeVCG=true adds the outside ' +
          'service’s solutions (solution_origin vcg.ai) when VCG_API_URL is set. Solutions the ' +
          'safety rules exclude are never in the answer.',
        security: [{ bearerAuth: [] }],
        querystring: matchQuery,
        body: matchRequest,
        response: { 200: matchResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => matchForRequest(deps, request.body, request.query, request.log),
  );

  app.get(
    '/solutions',
    {
      schema: {
        tags: ['solutions'],
        summary: 'The solution catalogue',
        response: { 200: solutionList },
      },
    },
    async () => {
      const snapshot = await catalogueCache(deps.db).get();
      return { solutions: [...snapshot.responses.values()] };
    },
  );

  app.get(
    '/solutions/:id',
    {
      schema: {
        tags: ['solutions'],
        summary: 'One solution of the catalogue',
        params: solutionIdParams,
        response: { 200: datasetSolution, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const snapshot = await catalogueCache(deps.db).get();
      const solution = snapshot.responses.get(request.params.id);
      if (!solution) throw new HttpError(404, `No solution with id ${request.params.id}.`);
      return solution;
    },
  );
};
