import {
  errorResponse,
  messageResponse,
  resetConfirmParams,
  resetConfirmResponse,
  resetPasswordRequest,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { confirmPasswordReset, requestPasswordReset } from './accounts.commands';
import { accountAnswer } from './accounts.answers';
import { authRateLimit } from './auth-rate-limit';
import { noStore } from './no-store';

export const passwordResetRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/reset-password',
    {
      config: authRateLimit(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'requestPasswordReset',
        summary: 'Mail a single-use password reset link',
        description:
          'Answers the same whether or not an account exists for the e-mail. ' +
          'The mail is in the language of Accept-Language.',
        security: [],
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await requestPasswordReset(deps, request.body.email, request.log, language);
      return accountAnswer('resetRequested');
    },
  );

  app.get(
    '/reset-password/confirm/:token',
    {
      config: authRateLimit(deps),
      // The answer may carry the new password.
      onRequest: noStore,
      schema: {
        tags: ['accounts'],
        operationId: 'confirmPasswordReset',
        summary: 'Spend a reset token: a new password is set and mailed',
        description:
          'The new password is in the answer only when the e-mail could not be delivered. ' +
          'Every session of the account ends: its tokens stop working. ' +
          "400 messages contain 'Invalid token' or 'expired' (codes RESET_TOKEN_INVALID, " +
          'RESET_TOKEN_EXPIRED; a malformed token has no code). ' +
          'The mail is in the language of Accept-Language.',
        security: [],
        params: resetConfirmParams,
        response: {
          200: resetConfirmResponse,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) =>
      confirmPasswordReset(deps, request.params.token, request.log, requestLanguage(request)),
  );
};
