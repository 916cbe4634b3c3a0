import {
  DRAFT_MAX_BYTES,
  draftResponse,
  draftSaved,
  errorResponse,
  saveDraftRequest,
} from '@foodhub/contracts';
import { deleteStepperDraft, findStepperDraft, saveStepperDraft } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../deps';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

const maxKb = Math.round(DRAFT_MAX_BYTES / 1024);

/**
 * The signed-in user's draft: the entry stepper's and the analysis's data as the web client keeps
 * them, saved while the user works, so that logout, an expired session or another device loses
 * nothing. One per user; deleted with the account and by Clear All Data. The login is checked
 * before the body (preValidation): without a session every call is 401, never a 400.
 */
export const draftRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const saveLimit = clientRateLimit(app, deps, 'draft-save', deps.config.rateLimit.draftMax);

  app.get(
    '/me/draft',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'getMyDraft',
        summary: 'The signed-in user’s draft of the stepper and analysis entries',
        description: 'As the last PUT /me/draft saved it; 404 when none is kept.',
        security: [{ bearerAuth: [] }],
        response: { 200: draftResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findStepperDraft(deps.db, currentUser(request).id);
      if (!row) throw new HttpError(404, 'No draft is saved.');
      return { data: row.data, updated_at: row.updatedAt.toISOString() };
    },
  );

  app.put(
    '/me/draft',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'saveMyDraft',
        summary: 'Save the signed-in user’s draft, replacing the one before',
        description:
          `data is any JSON object (the web client sends its stepper and analysis data); the ` +
          `body may hold at most ${maxKb} KB, the server's limit of every body (413 above). ` +
          `Answers when it was saved; 429 past the account's limit of saves per window ` +
          `(RATE_LIMIT_DRAFT_MAX, well above what typing causes).`,
        security: [{ bearerAuth: [] }],
        body: saveDraftRequest,
        response: {
          200: draftSaved,
          400: errorResponse,
          401: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: saveLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const saved = await saveStepperDraft(deps.db, currentUser(request).id, request.body.data);
      return { updated_at: saved.toISOString() };
    },
  );

  app.delete(
    '/me/draft',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'deleteMyDraft',
        summary: 'Delete the signed-in user’s draft',
        description: 'Clear All Data calls it; answers 204 whether or not a draft was kept.',
        security: [{ bearerAuth: [] }],
        response: {
          204: z.null().describe('The draft is gone'),
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await deleteStepperDraft(deps.db, currentUser(request).id);
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
};
