import {
  errorResponse,
  offerAcceptInput,
  type OfferAcceptInput,
  type OfferAgreeInput,
  type OfferDeclineInput,
  type OfferHandoverInput,
  type PickupWindowInput,
  offerAgreeInput,
  offerCreated,
  offerDeclineInput,
  offerDetail,
  offerHandoverInput,
  offerInput,
  offerList,
  offerListQuery,
  offerParams,
  offerWithdrawInput,
  pickupWindowInput,
  providerOfferList,
} from '@foodhub/contracts';
import {
  countWaitingOffers,
  expireOffers,
  findOfferView,
  isDonorBlocked,
  listOfferViews,
  makeDueArrangementOffers,
  offerEventsOf,
  ownProviderId,
  type OfferView,
  type User,
} from '@foodhub/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { ModuleOptions } from '../../deps';
import { offersCursor } from '../../lib/list-cursor';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { codedError } from '../../plugins/errors';
import {
  answerOffer,
  blockOfferDonor,
  createOffer,
  donorStep,
  type DonorStep,
  type ProviderAnswer,
} from './offers.commands';
import { weeklyPickups } from './arrangements.routes';
import { toOffer, toOfferDetail, type OfferViewer } from './offer-view';
import { offerMessages as messages } from './offers.messages';

const security = [{ bearerAuth: [] }];
const PAGE = 50;
const tags = ['offers'];

/** Who the user is to the offer: a party, the operator, or nobody (then it does not exist). */
function viewerOf(view: OfferView, user: User): OfferViewer | null {
  if (view.offer.donorUserId === user.id) return 'donor';
  if (view.provider.ownerUserId === user.id) return 'provider';
  return user.roles.includes('admin') ? 'operator' : null;
}

const unknownOffer = (id: string) => codedError(404, messages.unknown, { id });

/**
 * Offers of a surplus to a provider: the donor's side under /me/offers, the provider's inbox
 * under /me/provider/offers, and the answer of a provider without an account through the
 * e-mailed link (/offer-link). Only the two parties and the operator see an offer; to anyone
 * else it does not exist (404). Offers whose window passed unanswered expire, and the weekly
 * offers of standing arrangements (arrangements.routes.ts) are made, when any of these is called.
 * The e-mailed link's answer is in offer-link.routes.ts.
 */
export const offersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const signedIn = requireUser(deps);
  const saves = clientRateLimit(app, deps, 'offers', deps.config.rateLimit.draftMax);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async () => {
    await expireOffers(deps.db);
    await makeDueArrangementOffers(deps.db, weeklyPickups);
  });

  /** The offer as the signed-in user may see it, else 404. */
  async function partyView(request: FastifyRequest, id: string, only?: OfferViewer) {
    const view = await findOfferView(deps.db, id);
    const viewer = view && viewerOf(view, currentUser(request));
    if (!view || !viewer || (only && viewer !== only)) throw unknownOffer(id);
    return { view, viewer };
  }

  async function detail(view: OfferView, viewer: OfferViewer) {
    const offer = toOfferDetail(view, viewer, await offerEventsOf(deps.db, view.offer.id));
    if (viewer !== 'provider') return offer;
    const { providerId, donorUserId } = view.offer;
    return { ...offer, donor_blocked: await isDonorBlocked(deps.db, providerId, donorUserId) };
  }

  app.post(
    '/me/offers',
    {
      preValidation: signedIn,
      preHandler: saves,
      schema: {
        tags,
        operationId: 'createOffer',
        summary: 'Offer a surplus to a provider for one of its solutions',
        description:
          'The surplus as companyProfile and wasteInfo, or savedSurplusId (a saved surplus of ' +
          'the account; profiles sent beside it replace its own). The provider must be listed ' +
          'and offer the solution (404 OFFER_PROVIDER_UNKNOWN). To people or animals only when ' +
          'the surplus step’s condition questions are answered and none fails (422 ' +
          'OFFER_CONDITIONS_OPEN names the checks still open; 422 OFFER_SOLUTION_EXCLUDED). ' +
          'The window: from before to, ending in the future, at most 14 days long and within ' +
          '60 days (422 OFFER_WINDOW_INVALID). 403 OFFER_BLOCKED when the provider takes no ' +
          'offers from the account; 429 OFFER_DAILY_LIMIT after 20 offers in 24 hours. The ' +
          'provider is told by e-mail: its account’s address, or, without an account, its ' +
          'contact address with a single-use answer link.',
        security,
        body: offerInput,
        response: {
          201: offerCreated,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const created = await createOffer(deps, currentUser(request), request.body, request.log);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/me/offers',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'listMyOffers',
        summary: 'The offers the signed-in account sent, newest first, 50 a page',
        security,
        querystring: offerListQuery,
        response: { 200: offerList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const cursor = request.query.cursor ? offersCursor.decode(request.query.cursor) : null;
      const views = await listOfferViews(
        deps.db,
        { donorUserId: currentUser(request).id },
        cursor,
        PAGE,
      );
      return page(views, 'donor');
    },
  );

  app.get(
    '/me/offers/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'getOffer',
        summary: 'One offer with every change of its state',
        description:
          'For the donor, the provider’s account and the operator; 404 OFFER_UNKNOWN for ' +
          'anyone else. The provider’s contacts it hides show once it accepted.',
        security,
        params: offerParams,
        response: { 200: offerDetail, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { view, viewer } = await partyView(request, request.params.id);
      return detail(view, viewer);
    },
  );

  /**
   * A move of one party on an offer: POST <base>/:id/<path>; 404 OFFER_UNKNOWN for anyone but
   * that party, 409 OFFER_WRONG_STATE when the offer's state does not allow it.
   */
  const moveRoute = <B>(
    party: 'donor' | 'provider',
    path: string,
    doc: { operationId: string; summary: string },
    body: ZodType<B>,
    run: (view: OfferView, body: B, request: FastifyRequest) => Promise<OfferView>,
  ) =>
    app.post(
      `${party === 'donor' ? '/me/offers' : '/me/provider/offers'}/:id/${path}`,
      {
        preValidation: signedIn,
        preHandler: saves,
        schema: {
          tags,
          ...doc,
          description:
            party === 'donor'
              ? '404 OFFER_UNKNOWN unless the account sent it; 409 OFFER_WRONG_STATE.'
              : '404 OFFER_UNKNOWN unless it was sent to the account’s organisation; 409 ' +
                'OFFER_WRONG_STATE. The donor is told by e-mail.',
          security,
          params: offerParams,
          body,
          response: {
            200: offerDetail,
            400: errorResponse,
            401: errorResponse,
            404: errorResponse,
            409: errorResponse,
            422: errorResponse,
          },
        },
      },
      async (request) => {
        const { view } = await partyView(request, request.params.id, party);
        return detail(await run(view, request.body as B, request), party);
      },
    );
  const donor =
    (step: (body: never) => DonorStep) =>
    (view: OfferView, body: unknown, request: FastifyRequest) =>
      donorStep(deps, view, step(body as never), currentUser(request), request.log);
  const provider =
    (answer: (body: never) => ProviderAnswer) =>
    (view: OfferView, body: unknown, request: FastifyRequest) =>
      answerOffer(
        deps,
        view,
        answer(body as never),
        { actor: 'provider', userId: currentUser(request).id },
        request.log,
      );

  moveRoute(
    'donor',
    'agree',
    {
      operationId: 'agreeToProposedTime',
      summary: 'Agree to a pick-up time in the window the provider proposed',
    },
    offerAgreeInput,
    donor((b: OfferAgreeInput) => ({ type: 'agree', pickup_at: b.pickup_at })),
  );
  moveRoute(
    'donor',
    'withdraw',
    { operationId: 'withdrawOffer', summary: 'Withdraw an offer not yet handed over' },
    offerWithdrawInput,
    donor(() => ({ type: 'withdraw' })),
  );
  moveRoute(
    'donor',
    'handover',
    {
      operationId: 'recordHandover',
      summary: 'After the pick-up: the kilograms handed over, or that nobody came',
    },
    offerHandoverInput,
    donor((b: OfferHandoverInput) =>
      'no_show' in b ? { type: 'no_show' } : { type: 'handover', handed_over_kg: b.handed_over_kg },
    ),
  );

  /** The account's own provider row, else 404 OFFER_NO_PROVIDER. */
  async function ownProvider(request: FastifyRequest) {
    const id = await ownProviderId(deps.db, currentUser(request).id);
    if (!id) throw codedError(404, messages.noProvider);
    return id;
  }

  app.get(
    '/me/provider/offers',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'listProviderOffers',
        summary: 'The offers sent to the account’s organisation, newest first, 50 a page',
        description:
          'waiting: how many wait for its answer. 404 OFFER_NO_PROVIDER when the account keeps ' +
          'no provider entry.',
        security,
        querystring: offerListQuery,
        response: {
          200: providerOfferList,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const providerId = await ownProvider(request);
      const cursor = request.query.cursor ? offersCursor.decode(request.query.cursor) : null;
      const [views, waiting] = await Promise.all([
        listOfferViews(deps.db, { providerId }, cursor, PAGE),
        countWaitingOffers(deps.db, providerId),
      ]);
      return { ...page(views, 'provider'), waiting };
    },
  );

  moveRoute(
    'provider',
    'accept',
    {
      operationId: 'acceptOffer',
      summary:
        'Accept with a pick-up time in the window (422 OFFER_TIME_OUTSIDE_WINDOW) and who comes',
    },
    offerAcceptInput,
    provider((b: OfferAcceptInput) => ({ type: 'accept', ...b })),
  );
  moveRoute(
    'provider',
    'decline',
    { operationId: 'declineOffer', summary: 'Decline, with a reason from the list or a text' },
    offerDeclineInput,
    provider((b: OfferDeclineInput) => ({ type: 'decline', ...b })),
  );
  moveRoute(
    'provider',
    'propose',
    {
      operationId: 'proposeOfferTime',
      summary: 'Propose another pick-up window; the donor agrees to a time in it',
    },
    pickupWindowInput,
    provider((b: PickupWindowInput) => ({ type: 'propose', ...b })),
  );

  app.post(
    '/me/provider/offers/:id/block',
    {
      preValidation: signedIn,
      preHandler: saves,
      schema: {
        tags,
        operationId: 'blockOfferDonor',
        summary: 'Take no more offers from the donor of this offer',
        description:
          'Its later offers are refused (403 OFFER_BLOCKED); the donor’s identity stays ' +
          'with the operator.',
        security,
        params: offerParams,
        response: {
          204: z.null().describe('Its later offers are refused'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { view } = await partyView(request, request.params.id, 'provider');
      await blockOfferDonor(deps, view);
      return reply.code(204).send(null);
    },
  );
};

function page(views: OfferView[], viewer: OfferViewer) {
  const last = views.length === PAGE ? views.at(-1) : undefined;
  return {
    offers: views.map((v) => toOffer(v, viewer)),
    next_cursor: offersCursor.encode(
      last ? { createdAt: last.offer.createdAt, id: last.offer.id } : null,
    ),
  };
}
