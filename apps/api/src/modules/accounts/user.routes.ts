import { errorResponse, messageResponse, userInfo } from '@foodhub/contracts';
import { deleteUser } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { currentUser, requireUser } from '../../plugins/auth';
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
