import { errorResponse, registerRequest, registerResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { registerAccount } from './accounts.commands';
import { authRateLimit } from './auth-rate-limit';
import { noStore } from './no-store';

export const registerRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/register',
    {
      config: authRateLimit(deps),
      // The answer may carry the password.
      onRequest: noStore,
      schema: {
        tags: ['accounts'],
        operationId: 'registerUser',
        summary: 'Create an account; the server chooses the password and mails it',
        description:
          'The password is in the answer only when the e-mail could not be delivered ' +
          '(always so with the outbox mailer). The mail also holds the link that confirms the ' +
          'address (POST /confirm-email), which no answer ever shows. `language`, when sent, is ' +
          "kept as the account's interface language (GET /user/info) and is the language of " +
          'the mail; without it the mail is in the language of Accept-Language. Answered with ' +
          'cache-control: no-store.',
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
    async (request) =>
      registerAccount(
        deps,
        request.body,
        request.log,
        requestLanguage(request, request.body.language),
      ),
  );
};
