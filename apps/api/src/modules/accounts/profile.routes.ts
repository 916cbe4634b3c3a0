import {
  changePasswordRequest,
  errorResponse,
  messageResponse,
  updateProfileRequest,
  userInfo,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { currentSessionId, currentUser, requireUser } from '../../plugins/auth';
import { changePassword, updateProfile } from './accounts.commands';
import { authRateLimit } from './auth-rate-limit';
import { toUserInfo } from './user-info';

/**
 * Account Settings: the signed-in user changes the password and the profile given at
 * registration. The login is checked before the body (preValidation), so a request without a
 * valid token is answered 401 whatever it sends.
 */
export const profileRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.put(
    '/user/password',
    {
      // Guesses the current password: limited like login.
      config: authRateLimit(deps),
      preValidation: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'changeUserPassword',
        summary: 'Change the password of the signed-in account',
        description:
          'Checks the current password (403 CURRENT_PASSWORD_WRONG when it is wrong). The new ' +
          'password needs at least 10 characters with at least one letter and one digit, and ' +
          'must differ from the current one; a common password (a shipped list) is refused ' +
          'with 400 PASSWORD_TOO_COMMON. Open password reset links stop working, and so ' +
          'does every other token of the account (its other sessions end); the token that ' +
          'made the change stays valid.',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequest,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) =>
      changePassword(deps, currentUser(request), currentSessionId(request), request.body),
  );

  app.put(
    '/user/profile',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'updateUserProfile',
        summary: 'Change the profile given at registration; answers the updated user info',
        description:
          'All profile fields of registration: names, address, account type and company ' +
          '(required for a company, dropped for a private person). E-mail and password are not ' +
          'changed here.',
        security: [{ bearerAuth: [] }],
        body: updateProfileRequest,
        response: { 200: userInfo, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => toUserInfo(await updateProfile(deps, currentUser(request), request.body)),
  );
};
