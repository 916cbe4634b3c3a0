import {
  datasetSolution,
  errorResponse,
  matchQuery,
  matchRequest,
  matchResponse,
  solutionIdParams,
  solutionList,
  solutionNames as solutionNamesResponse,
  solutionNamesQuery,
  surplusReading,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { countMatch } from '../admin/match-counter';
import { sendPrecomputed } from '../reference/reference-cache';
import { rememberMatch } from '../saved-work/remember-match';
import { catalogueCache } from './catalogue-cache';
import {
  engineReading,
  matchForRequest,
  reasoningLocale,
  surplusReading as readingAnswer,
  translationsFor,
} from './match-solutions';
import { solutionNames } from './solution-names';
import { localizeSolution } from './solution-translations';

const languageNote =
  'Process name, subcategory, description, constraints and results, and the reasoning, are in ' +
  'the language Accept-Language asks for where the catalogue is translated; English otherwise. ' +
  'Ids, categories, food types and scores are never translated.';

/** The solution catalogue and the matching (spec part 1 §1, §3, §7). */
export const solutionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // A match takes the server's thread for a while and stores the entries as a saved surplus.
  const matchLimit = clientRateLimit(app, deps, 'match', deps.config.rateLimit.matchMax);

  app.post(
    '/solutions/match',
    {
      // The login first: the calls of an account count together.
      preHandler: [requireUser(deps), matchLimit],
      schema: {
        tags: ['solutions'],
        operationId: 'matchSolutions',
        summary: 'Valorisation solutions for a food surplus, with score and reasoning',
        description:
          'Every field of userInputs is optional. Solutions are ordered by score (0-100); ' +
          'details.scores, details.reasoning and details.factors are keyed by solution id. ' +
          'includeScore and includeReasoning default to true; includeVCG=true adds the outside ' +
          'service’s solutions (solution_origin vcg.ai) when VCG_API_URL is set. Solutions the ' +
          'safety rules exclude are never in the answer. ' +
          languageNote +
          ' lang= asks for a language before Accept-Language; reword=true says the same entries ' +
          'are asked again in another language (neither saved again nor counted as a search). ' +
          'allLanguages=true adds ' +
          'details.texts: the same worded parts in every interface language (the engine’s ' +
          'reasoning where a model wrote the asked language’s), five times the words of one ' +
          'language; the web app asks again in the new language instead. The account keeps ' +
          'the entries and what the matching decided (GET /me/surpluses/{id} words it in any ' +
          'language). 429 past the account’s limit of matches per window ' +
          '(RATE_LIMIT_MATCH_MAX).',
        security: [{ bearerAuth: [] }],
        querystring: matchQuery,
        body: matchRequest,
        response: {
          200: matchResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.lang);
      reply.header('vary', 'Accept-Language');
      const matched = await matchForRequest(
        deps,
        request.body,
        request.query,
        request.log,
        language,
      );
      // A language switch words the same search again: it is neither saved again nor counted.
      if (request.query.reword !== true) {
        await rememberMatch(
          deps,
          currentUser(request).id,
          request.body.userInputs,
          matched,
          request.log,
        );
        await countMatch(deps, request.body.userInputs, request.log);
      }
      return matched.answer;
    },
  );

  // The surplus step asks again (debounced) while the user types: cheap, but counted.
  const readingLimit = clientRateLimit(app, deps, 'reading', deps.config.rateLimit.readingMax);

  app.post(
    '/solutions/reading',
    {
      preHandler: [requireUser(deps), readingLimit],
      schema: {
        tags: ['solutions'],
        operationId: 'readSurplus',
        summary: 'How the engine reads a surplus: its state, the questions that matter',
        description:
          'The body is that of POST /solutions/match. Answers how the engine reads the surplus, ' +
          'without ranking any route and without storing anything: readable, the state and what ' +
          'decided it, what it is (identity, read_as), a message in the language Accept-Language ' +
          'asks for, the condition questions that matter for it (questions, in the order the ' +
          'surplus step asks them) and, when the words alone would leave out every route to ' +
          'people on a soft reading (a “leftover” that may never have been served, an “expired” ' +
          'that may be a best-before date), the one-click confirmation that reopens them. The ' +
          'match answers the same in details.surplus. 429 past the account’s limit of readings ' +
          'per window (RATE_LIMIT_READING_MAX).',
        security: [{ bearerAuth: [] }],
        body: matchRequest,
        response: {
          200: surplusReading,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      reply.header('vary', 'Accept-Language');
      const inputs = request.body.userInputs ?? {};
      const snapshot = await catalogueCache(deps.db).get();
      const translations = await translationsFor(deps, snapshot, language);
      const { ctx, unreadable, confirmation } = engineReading(
        snapshot,
        inputs.companyProfile ?? null,
        inputs.wasteInfo ?? null,
      );
      return readingAnswer(
        { unreadable },
        ctx,
        reasoningLocale(snapshot, translations, language),
        confirmation,
      );
    },
  );

  app.get(
    '/solutions',
    {
      schema: {
        tags: ['solutions'],
        operationId: 'listSolutions',
        summary: 'The solution catalogue',
        description: languageNote,
        security: [],
        response: { 200: solutionList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const snapshot = await catalogueCache(deps.db).get();
      const translations = await translationsFor(deps, snapshot, language);
      const { foodName } = reasoningLocale(snapshot, translations, language);
      reply.header('vary', 'Accept-Language');
      return {
        solutions: [...snapshot.responses.values()].map((s) =>
          localizeSolution(s, translations, language, foodName),
        ),
      };
    },
  );

  app.get(
    '/solutions/names',
    {
      schema: {
        tags: ['solutions'],
        operationId: 'listSolutionNames',
        summary: 'Every catalogue solution’s name in one interface language',
        description:
          'The language is ?lang=, else Accept-Language, else English. names maps each solution ' +
          'id of the catalogue to its name in the language (the English name where the ' +
          'catalogue is not translated). Saved surpluses, reports, figures and gaps keep the id; ' +
          'a client names them with this list in its reader’s language.',
        security: [],
        querystring: solutionNamesQuery,
        response: { 200: solutionNamesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.lang);
      const { lists } = await solutionNames(deps);
      reply.header('vary', 'Accept-Language');
      return sendPrecomputed(reply, lists[language]);
    },
  );

  app.get(
    '/solutions/:id',
    {
      schema: {
        tags: ['solutions'],
        operationId: 'getSolution',
        summary: 'One solution of the catalogue',
        description: languageNote,
        security: [],
        params: solutionIdParams,
        response: { 200: datasetSolution, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const snapshot = await catalogueCache(deps.db).get();
      const solution = snapshot.responses.get(request.params.id);
      if (!solution) throw new HttpError(404, `No solution with id ${request.params.id}.`);
      const translations = await translationsFor(deps, snapshot, language);
      const { foodName } = reasoningLocale(snapshot, translations, language);
      reply.header('vary', 'Accept-Language');
      return localizeSolution(solution, translations, language, foodName);
    },
  );
};
