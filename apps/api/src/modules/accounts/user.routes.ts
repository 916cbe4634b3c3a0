import {
  errorResponse,
  messageResponse,
  updateLanguageRequest,
  userInfo,
} from '@foodhub/contracts';
import { deleteUser, updateUserLanguage } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { currentUser, notAuthenticated, requireUser } from '../../plugins/auth';
import { accountAnswer } from './accounts.answers';
import { toUserInfo } from './user-info';

export const userRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/user/info',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'getUserInfo',
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userInfo, 401: errorResponse },
      },
    },
    async (request) => toUserInfo(currentUser(request)),
  );

  app.put(
    '/user/language',
    {
      // The login is checked before the body, so a request without a valid token is 401.
      preValidation: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'updateUserLanguage',
        summary: 'Keep the interface language the user chose; answers the updated user info',
        description:
          'One of en, de, sl, it, fr (400 otherwise). The web app saves it whenever the ' +
          'signed-in user switches the language and applies it at every login, on any device.',
        security: [{ bearerAuth: [] }],
        body: updateLanguageRequest,
        response: { 200: userInfo, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await updateUserLanguage(
        deps.db,
        currentUser(request).id,
        request.body.language,
      );
      // Deleted between the login check and the update: answered like a deleted account's token.
      if (!user) throw notAuthenticated();
      return toUserInfo(user);
    },
  );

  app.delete(
    '/user/account',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'deleteUserAccount',
        summary: 'Delete the signed-in account with its reset tokens and analytics events',
        description: 'Every token of the account stops working at once.',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await deleteUser(deps.db, currentUser(request).id);
      return accountAnswer('accountDeleted');
    },
  );
};
