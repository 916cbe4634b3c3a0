import { errorResponse, loginRequest, loginResponse } from '@foodhub/contracts';
import { findUserByEmail, normalizeEmail } from '@foodhub/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { tooManyAttempts } from '../../lib/rate-limits';
import { signAccessToken } from '../../plugins/auth';
import { grantAdminsByConfig } from '../admin/role-changes';
import { accountError } from './accounts.answers';
import { authRateLimit } from './auth-rate-limit';
import { noStore } from './no-store';

export const loginRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      config: authRateLimit(deps),
      // The answer carries the access token.
      onRequest: noStore,
      schema: {
        tags: ['accounts'],
        operationId: 'loginUser',
        summary: 'Exchange e-mail and password for a bearer token (10 h)',
        security: [],
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Failed logins count per e-mail too, so that many client addresses do not get unlimited
      // guesses at one account. Counted alike whether or not the account exists.
      const emailKey = normalizeEmail(email);
      const wait = await app.failedLogins.secondsBlocked(emailKey);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      const user = await findUserByEmail(deps.db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      // One message for both cases, so the answer does not reveal which e-mails have accounts.
      if (!user || !valid) {
        await app.failedLogins.add(emailKey);
        throw accountError(401, 'loginFailed');
      }
      // ADMIN_EMAILS may name an account registered after the start, or added since.
      await grantAdminsByConfig(deps.db, deps.config.adminEmails, user);
      return {
        access_token: await signAccessToken(deps, user),
        token_type: 'bearer' as const,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        ga_user_id: user.gaUserId,
      };
    },
  );
};
