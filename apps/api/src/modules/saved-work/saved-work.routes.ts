import {
  errorResponse,
  savedItemParams,
  savedSurplusDetail,
  savedSurplusList,
  savedSurplusQuery,
} from '@foodhub/contracts';
import { findSavedSurplus, listSavedSurpluses } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { surplusSummary } from './remember-match';
import { savedAnswerIn } from './saved-answer';

/**
 * The signed-in user's saved work: the surpluses they matched, on any device. The login is
 * checked before the id (preValidation): without a session every call is 401, never a 400.
 */
export const savedWorkRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Opening a saved surplus words its match again (the engine's reading and texts): limited as
  // a match is, on a count of its own.
  const reopenLimit = clientRateLimit(app, deps, 'reopen', deps.config.rateLimit.matchMax);
  app.get(
    '/me/surpluses',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'listMySurpluses',
        summary: 'The surpluses the signed-in user matched, the latest matched first',
        description:
          'Every POST /solutions/match of a signed-in user saves its entries and answer; the ' +
          'same entries matched again replace their answer. At most 100 are listed.',
        security: [{ bearerAuth: [] }],
        response: { 200: savedSurplusList, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listSavedSurpluses(deps.db, currentUser(request).id);
      return { surpluses: rows.map(surplusSummary) };
    },
  );

  app.get(
    '/me/surpluses/:id',
    {
      preValidation: requireUser(deps),
      preHandler: reopenLimit,
      schema: {
        tags: ['saved work'],
        operationId: 'getMySurplus',
        summary: 'One saved surplus: its entries as sent and the match answer as answered',
        description:
          'The answer is that of POST /solutions/match for the entries, with the ranking, ' +
          'scores and rules it had then, worded in the language of ?lang=, else ' +
          'Accept-Language, else English (the words are written again, not stored). An answer ' +
          'saved whole before is sent as saved, in the language asked when it carries that ' +
          'language’s texts. Another user’s surplus answers 404, as an unknown id does.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        querystring: savedSurplusQuery,
        response: {
          200: savedSurplusDetail,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await findSavedSurplus(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw new HttpError(404, `No saved surplus with id ${request.params.id}.`);
      const language = requestLanguage(request, request.query.lang);
      reply.header('cache-control', 'no-store');
      reply.header('vary', 'Accept-Language');
      return {
        ...surplusSummary(row),
        inputs: row.inputs,
        answer: await savedAnswerIn(deps, row, language),
      };
    },
  );
};
