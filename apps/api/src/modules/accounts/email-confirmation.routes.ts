import { confirmEmailRequest, errorResponse, messageResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { currentUser, requireUser } from '../../plugins/auth';
import { authRateLimit } from './auth-rate-limit';
import { confirmEmail, sendConfirmationLink } from './email-confirmation';

/**
 * Confirming the e-mail address: the link mailed at registration (or asked for again), opened
 * by its account's own session, proves access to the address; only a confirmed address gets a
 * role from ADMIN_EMAILS.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  app.post(
    '/confirm-email',
    {
      // Guesses tokens: limited like login.
      config: authRateLimit(deps),
      preValidation: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'confirmEmail',
        summary: 'Spend a confirmation link: the e-mail address of its account is confirmed',
        description:
          'Needs the login of the account the link belongs to: the token proves access to the ' +
          'mailbox, the session that the same person holds the password. An address named in ' +
          'ADMIN_EMAILS gets the admin role at once. 400 EMAIL_CONFIRMATION_INVALID for an ' +
          'unknown or used link, EMAIL_CONFIRMATION_EXPIRED for an expired one (a malformed ' +
          'token has no code); 403 EMAIL_CONFIRMATION_OTHER_ACCOUNT when signed in as another ' +
          'account (the link stays unspent).',
        security: [{ bearerAuth: [] }],
        body: confirmEmailRequest,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => confirmEmail(deps, currentUser(request), request.body.token),
  );

  app.post(
    '/user/email-confirmation',
    {
      // Each call sends a mail: limited like login.
      config: authRateLimit(deps),
      preValidation: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'sendEmailConfirmation',
        summary: 'Mail the signed-in user a new link that confirms the e-mail address',
        description:
          'EMAIL_CONFIRMATION_SENT when the mail was delivered, EMAIL_CONFIRMATION_NOT_SENT when ' +
          'not (with the outbox mailer the link is only in DATA_DIR/outbox, never in an answer); ' +
          '409 EMAIL_ALREADY_CONFIRMED. The mail is in the language of Accept-Language.',
        security: [{ bearerAuth: [] }],
        response: {
          200: messageResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) =>
      sendConfirmationLink(deps, currentUser(request), request.log, requestLanguage(request)),
  );
};
