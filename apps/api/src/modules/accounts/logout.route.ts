import { errorResponse, messageResponse } from '@foodhub/contracts';
import { revokeUserSession } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { bearerClaims, notAuthenticated } from '../../plugins/auth';
import { accountAnswer } from './accounts.answers';

/** Logout on the server: the session of the calling token ends, so the token stops working. */
export const logoutRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'logoutUser',
        summary: 'End the session of the calling token',
        description:
          'The token stops working at once; the other sessions of the account go on. Calling it ' +
          'again with the same token answers the same. 401 for a token that is not valid, ' +
          'has expired or names no session of its account.',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      // The signature and expiry are checked, not whether the session is still open: a
      // session already ended answers as the first logout did.
      const claims = await bearerClaims(deps, request);
      if (!claims || !(await revokeUserSession(deps.db, claims.sessionId, claims.userId))) {
        throw notAuthenticated();
      }
      return accountAnswer('loggedOut');
    },
  );
};
