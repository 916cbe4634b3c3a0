import {
  offerDetail,
  offerLinkAnswerInput,
  offerLinkInput,
  errorResponse,
} from '@foodhub/contracts';
import { expireOffers, findOfferViewByLink, offerEventsOf } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { clientRateLimit } from '../../lib/rate-limits';
import { codedError } from '../../plugins/errors';
import { answerOffer, hashLinkToken } from './offers.commands';
import { toOfferDetail } from './offer-view';
import { offerMessages as messages } from './offers.messages';

const tags = ['offers'];

/**
 * The answer of a provider without an account, through the single-use link its mail carries:
 * the token travels in request bodies only. Limited per client address.
 */
export const offerLinkRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const links = clientRateLimit(app, deps, 'offer-link', deps.config.rateLimit.draftMax);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async () => {
    await expireOffers(deps.db);
  });
  const detail = async (view: Awaited<ReturnType<typeof linkView>>) =>
    toOfferDetail(view, 'provider', await offerEventsOf(deps.db, view.offer.id));

  /** The offer of a link token, else 404 OFFER_LINK_UNKNOWN. */
  async function linkView(token: string) {
    const view = await findOfferViewByLink(deps.db, hashLinkToken(token));
    if (!view) throw codedError(404, messages.linkUnknown);
    return view;
  }

  app.post(
    '/offer-link',
    {
      preHandler: links,
      schema: {
        tags,
        operationId: 'viewOfferByLink',
        summary: 'The offer an e-mailed link names, for a provider without an account',
        description:
          'The token is sent in the body (never in an address a log keeps). 404 ' +
          'OFFER_LINK_UNKNOWN for an unknown token.',
        security: [],
        body: offerLinkInput,
        response: { 200: offerDetail, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const view = await linkView(request.body.token);
      return detail(view);
    },
  );

  app.post(
    '/offer-link/answer',
    {
      preHandler: links,
      schema: {
        tags,
        operationId: 'answerOfferByLink',
        summary: 'Accept, decline or propose another time through the e-mailed link, once',
        description:
          'The link answers once: a second answer is 404 OFFER_LINK_UNKNOWN. 409 ' +
          'OFFER_WRONG_STATE, 422 as the account’s answers.',
        security: [],
        body: offerLinkAnswerInput,
        response: {
          200: offerDetail,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const view = await linkView(request.body.token);
      if (view.offer.linkUsedAt) throw codedError(404, messages.linkUnknown);
      const next = await answerOffer(
        deps,
        view,
        request.body.answer,
        { actor: 'link', userId: null },
        request.log,
        { linkUsedAt: new Date() },
      );
      return detail(next);
    },
  );
};
