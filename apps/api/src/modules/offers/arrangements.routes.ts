import {
  arrangement,
  arrangementInput,
  arrangementList,
  errorResponse,
  offerParams,
  type Arrangement,
} from '@foodhub/contracts';
import {
  arrangementOfOffer,
  arrangementParty,
  countActiveArrangements,
  endArrangement,
  findArrangementView,
  findUserById,
  findOfferView,
  insertArrangement,
  listArrangementViews,
  makeDueArrangementOffers,
  ownProviderId,
  type ArrangementView,
  type WeeklyPickupRules,
} from '@foodhub/db';
import {
  ARRANGEMENT_LEAD_DAYS,
  ARRANGEMENT_MAX_ACTIVE,
  ARRANGEMENT_PICKUP_HOURS,
  isSupportedLanguage,
  nextWeeklyPickup,
} from '@foodhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleOptions } from '../../deps';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { codedError } from '../../plugins/errors';
import { arrangementEndedMail, providerLanguage, sendMail, type Log } from './offer-mails';
import type { OfferCompany, OfferSurplus } from './offer-view';
import { offerMessages as messages } from './offers.messages';

const security = [{ bearerAuth: [] }];
const tags = ['offers'];
/** Each side's list: the newest first, at most this many. */
const LIST_LIMIT = 100;

/** The weekly pick-ups' rules of the domain, as the queries take them. */
export const weeklyPickups: WeeklyPickupRules = {
  leadMs: ARRANGEMENT_LEAD_DAYS * 24 * 3600 * 1000,
  pickupMs: ARRANGEMENT_PICKUP_HOURS * 3600 * 1000,
  next: (previous, after) => nextWeeklyPickup(previous, after),
};

function toArrangement(view: ArrangementView, viewer: 'donor' | 'provider'): Arrangement {
  const { arrangement: row, provider } = view;
  const surplus = row.surplus as unknown as OfferSurplus;
  const company = row.company as unknown as OfferCompany;
  return {
    id: row.id,
    status: row.status as Arrangement['status'],
    viewer,
    source_offer_id: row.sourceOfferId,
    solution: { id: row.solutionId, process_name: view.processName },
    provider: { id: provider.id, name: provider.companyName, city: provider.city },
    donor: { name: company.name, city: company.city },
    surplus: { name: surplus.name, amount: surplus.amount },
    next_pickup_at: row.nextPickupAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    ended_at: row.endedAt ? row.endedAt.toISOString() : null,
    ended_by: row.endedBy as Arrangement['ended_by'],
  };
}

/**
 * Tells the other side that a weekly pick-up was ended: the donor by its account's address, the
 * provider by its account's, else (a listed provider without an account) by its contact address.
 */
async function mailOtherSide(
  deps: AppDeps,
  log: Log,
  view: ArrangementView,
  endedBy: 'donor' | 'provider',
) {
  const base = `${deps.config.publicUrl}/tool`;
  if (endedBy === 'provider') {
    const donor = await findUserById(deps.db, view.arrangement.donorUserId);
    const language = donor && isSupportedLanguage(donor.language) ? donor.language : 'en';
    const url = `${base}/my-offers`;
    await sendMail(deps, log, () =>
      arrangementEndedMail(view, endedBy, view.donorEmail, language, url),
    );
    return;
  }
  const { provider } = view;
  const owner = provider.ownerUserId
    ? await findUserById(deps.db, provider.ownerUserId)
    : undefined;
  const to = owner?.email ?? (provider.ownerUserId ? null : provider.contact?.email);
  if (!to) return;
  const language = providerLanguage(owner, provider.country);
  const url = owner ? `${base}/provider-offers` : null;
  await sendMail(deps, log, () => arrangementEndedMail(view, endedBy, to, language, url));
}

/**
 * Standing arrangements: a recurring surplus picked up every week at the same local time. The
 * donor makes one from an accepted or handed-over offer; each week's pick-up becomes an accepted
 * offer 7 days before it (made when any offer call comes, as expiry is), which the donor confirms
 * as any other; either side ends it.
 */
export const arrangementsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const signedIn = requireUser(deps);
  const saves = clientRateLimit(app, deps, 'offers', deps.config.rateLimit.draftMax);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/me/offers/:id/arrangement',
    {
      preValidation: signedIn,
      preHandler: saves,
      schema: {
        tags,
        operationId: 'arrangeWeeklyPickup',
        summary: 'Make a standing weekly pick-up of an accepted or handed-over offer',
        description:
          'Every week at the offer’s pick-up time (Central European clock), from the week after ' +
          'it. 404 OFFER_UNKNOWN unless the account sent the offer; 409 ' +
          'ARRANGEMENT_NOT_POSSIBLE when it is not accepted or handed over, its surplus is not ' +
          'recurring, or it has an arrangement already; 429 ARRANGEMENT_LIMIT at ' +
          `${ARRANGEMENT_MAX_ACTIVE} active arrangements.`,
        security,
        params: offerParams,
        body: arrangementInput,
        response: {
          201: arrangement,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const view = await findOfferView(deps.db, request.params.id);
      if (!view || view.offer.donorUserId !== user.id) {
        throw codedError(404, messages.unknown, { id: request.params.id });
      }
      const { offer } = view;
      const surplus = offer.surplus as unknown as OfferSurplus;
      const possible =
        (offer.status === 'accepted' || offer.status === 'handed_over') &&
        offer.pickupAt !== null &&
        surplus.frequency !== null &&
        offer.arrangementId === null &&
        !(await arrangementOfOffer(deps.db, offer.id));
      if (!possible || !offer.pickupAt) {
        throw codedError(409, messages.arrangementNotPossible, { status: offer.status });
      }
      if ((await countActiveArrangements(deps.db, user.id)) >= ARRANGEMENT_MAX_ACTIVE) {
        throw codedError(429, messages.arrangementLimit, { limit: String(ARRANGEMENT_MAX_ACTIVE) });
      }
      const now = new Date();
      const row = await insertArrangement(
        deps.db,
        offer,
        nextWeeklyPickup(offer.pickupAt, now),
        now,
      );
      if (!row) throw codedError(409, messages.arrangementNotPossible, { status: offer.status });
      // The first week's offer at once, when it is near.
      await makeDueArrangementOffers(deps.db, weeklyPickups, now);
      const made = await findArrangementView(deps.db, row.id);
      return reply.code(201).send(toArrangement(made!, 'donor'));
    },
  );

  app.get(
    '/me/arrangements',
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'listArrangements',
        summary: 'The standing arrangements the account made, and those of its organisation',
        description: `The newest first, at most ${LIST_LIMIT} on each side.`,
        security,
        response: { 200: arrangementList, 401: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await makeDueArrangementOffers(deps.db, weeklyPickups);
      const providerId = await ownProviderId(deps.db, user.id);
      const [asDonor, asProvider] = await Promise.all([
        listArrangementViews(deps.db, { donorUserId: user.id }, LIST_LIMIT),
        providerId ? listArrangementViews(deps.db, { providerId }, LIST_LIMIT) : [],
      ]);
      return {
        as_donor: asDonor.map((v) => toArrangement(v, 'donor')),
        as_provider: asProvider.map((v) => toArrangement(v, 'provider')),
      };
    },
  );

  app.post(
    '/me/arrangements/:id/end',
    {
      preValidation: signedIn,
      preHandler: saves,
      schema: {
        tags,
        operationId: 'endArrangement',
        summary: 'End a standing arrangement (the donor or the provider’s account)',
        description:
          'Week offers already made stay as they are. 404 ARRANGEMENT_UNKNOWN unless the ' +
          'account is a party; 409 ARRANGEMENT_ENDED.',
        security,
        params: offerParams,
        body: arrangementInput,
        response: {
          200: arrangement,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await findArrangementView(deps.db, request.params.id);
      const party = view && arrangementParty(view, user.id);
      if (!view || !party) {
        throw codedError(404, messages.arrangementUnknown, { id: request.params.id });
      }
      const ended = await endArrangement(deps.db, view.arrangement.id, party);
      if (!ended) throw codedError(409, messages.arrangementEnded);
      const next = { ...view, arrangement: ended };
      await mailOtherSide(deps, request.log, next, party);
      return toArrangement(next, party);
    },
  );
};
