import { errorResponse, registerRequest, registerResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { registerAccount } from './accounts.commands';
import { authRateLimit } from './auth-rate-limit';

export const registerRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/register',
    {
      config: authRateLimit(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'registerUser',
        summary: 'Create an account; the server chooses the password and mails it',
        description:
          'The password is in the answer only when the e-mail could not be delivered ' +
          '(always so with the outbox mailer). The mail is in the language of Accept-Language.',
        security: [],
        body: registerRequest,
        response: {
          200: registerResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => registerAccount(deps, request.body, request.log, requestLanguage(request)),
  );
};
