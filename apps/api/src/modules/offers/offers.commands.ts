import { createHash, randomBytes } from 'node:crypto';
import {
  companyProfileInput,
  wasteInfoInput,
  type CompanyProfileInput,
  type OfferInput,
  type PickupWindowInput,
  type WasteInfoInput,
} from '@foodhub/contracts';
import {
  blockDonor,
  countOffersSince,
  findOfferableProvider,
  findOfferView,
  findSavedSurplus,
  findUserById,
  insertOffer,
  isDonorBlocked,
  moveOffer,
  type OfferActor,
  type OfferView,
  type User,
} from '@foodhub/db';
import {
  calculateImpactReport,
  isInPickupWindow,
  isSupportedLanguage,
  OFFER_AHEAD_MAX_DAYS,
  OFFER_DAILY_LIMIT,
  OFFER_MOVES,
  OFFER_WINDOW_MAX_DAYS,
  pickupWindowProblem,
  type Language,
  type OfferDeclineReason,
  type OfferMove,
} from '@foodhub/domain';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { codedError, type HttpError } from '../../plugins/errors';
import { catalogueCache } from '../solutions/catalogue-cache';
import { engineMatch } from '../solutions/match-solutions';
import { reportProduct } from '../saved-work/report-product';
import {
  answerMail,
  donorStepMail,
  newOfferMail,
  countryLanguage,
  providerLanguage,
  sendMail,
  type Log,
} from './offer-mails';
import { snapshotOf, type OfferSurplus } from './offer-view';
import { offerMessages as messages } from './offers.messages';

const DAY_MS = 24 * 3600 * 1000;
/** End uses where the food feeds people or animals: their safety questions must be answered. */
const FED = new Set(['human_food', 'farmed_animal_feed', 'pet_food', 'zoo_animal_feed']);

export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** 422 unless the window starts before it ends, ends in the future and within the limits. */
export function checkWindow({ pickup_from, pickup_to }: PickupWindowInput, now = new Date()) {
  const from = new Date(pickup_from);
  const to = new Date(pickup_to);
  if (pickupWindowProblem(from, to, now)) {
    throw codedError(422, messages.window, {
      maxDays: String(OFFER_WINDOW_MAX_DAYS),
      aheadDays: String(OFFER_AHEAD_MAX_DAYS),
    });
  }
  return { from, to };
}

/** 422 unless the time is within the offer's window. */
function timeInWindow(view: OfferView, pickupAt: string): Date {
  const at = new Date(pickupAt);
  if (!isInPickupWindow(at, view.offer.pickupFrom, view.offer.pickupTo)) {
    throw codedError(422, messages.timeOutside, {
      from: view.offer.pickupFrom.toISOString(),
      to: view.offer.pickupTo.toISOString(),
    });
  }
  return at;
}

export function wrongState(status: string, move: OfferMove): HttpError {
  return codedError(409, messages.wrongState, { status, move });
}

const savedInputs = z.object({ companyProfile: companyProfileInput, wasteInfo: wasteInfoInput });

/** The surplus of the offer: the profiles sent, else those the saved surplus was matched with. */
async function offeredSurplus(deps: AppDeps, user: User, input: OfferInput) {
  if (!input.savedSurplusId) {
    return { companyProfile: input.companyProfile, wasteInfo: input.wasteInfo };
  }
  const saved = await findSavedSurplus(deps.db, user.id, input.savedSurplusId);
  const inputs = saved && savedInputs.safeParse(saved.inputs);
  if (!inputs?.success) {
    throw codedError(404, messages.surplusUnknown, { id: input.savedSurplusId });
  }
  return {
    companyProfile: input.companyProfile ?? inputs.data.companyProfile,
    wasteInfo: input.wasteInfo ?? inputs.data.wasteInfo,
  };
}

/**
 * To people or animals only when the engine, reading the surplus with its condition answers,
 * keeps the route and asks no more checks: the match's own rules, not a second reading.
 */
async function checkSafeFor(
  deps: AppDeps,
  solutionId: string,
  company: CompanyProfileInput,
  waste: WasteInfoInput,
) {
  const snapshot = await catalogueCache(deps.db).get();
  const solution = snapshot.solutions.find((s) => s.id === solutionId);
  if (!solution || !FED.has(solution.endUse)) return;
  const { outcome, conditions, questions } = engineMatch(snapshot, company, waste, null);
  const exclusion = outcome.excluded.find((e) => e.solution.id === solutionId);
  const matched = outcome.matches.some((m) => m.solution.id === solutionId);
  if (exclusion || !matched) {
    throw codedError(422, messages.solutionExcluded, {
      solution: solution.processName,
      reason: exclusion?.rule ?? 'not-a-fit',
    });
  }
  // Every question the step asks of this surplus answered (not 'not sure'), and no check left.
  const answers: Record<string, string | null | undefined> = waste?.conditionAnswers ?? {};
  const open = [
    ...questions.filter((q) => !answers[q] || answers[q] === 'not_sure'),
    ...(conditions[solutionId] ?? []),
  ];
  if (open.length > 0) throw codedError(422, messages.conditionsOpen, { checks: open.join(', ') });
}

const offerUrl = (deps: AppDeps, id: string) => `${deps.config.publicUrl}/tool/my-offers/${id}`;
const inboxUrl = (deps: AppDeps, id: string) =>
  `${deps.config.publicUrl}/tool/provider-offers/${id}`;

/** POST /me/offers: checks, stores and announces a new offer. */
export async function createOffer(
  deps: AppDeps,
  user: User,
  input: OfferInput,
  log: Log,
  now = new Date(),
): Promise<{ id: string; status: 'sent' }> {
  const { from, to } = checkWindow(input, now);
  const provider = await findOfferableProvider(deps.db, input.providerId, input.solutionId);
  if (!provider) {
    throw codedError(404, messages.providerUnknown, {
      id: input.providerId,
      solution: input.solutionId,
    });
  }
  if (provider.ownerUserId === user.id) {
    throw codedError(404, messages.providerUnknown, {
      id: input.providerId,
      solution: input.solutionId,
    });
  }
  if (await isDonorBlocked(deps.db, provider.id, user.id)) throw codedError(403, messages.blocked);
  const sent = await countOffersSince(deps.db, user.id, new Date(now.getTime() - DAY_MS));
  if (sent >= OFFER_DAILY_LIMIT) {
    throw codedError(429, messages.dailyLimit, { limit: String(OFFER_DAILY_LIMIT) });
  }
  const { companyProfile, wasteInfo } = await offeredSurplus(deps, user, input);
  await checkSafeFor(deps, input.solutionId, companyProfile, wasteInfo);
  const { surplus, company } = snapshotOf(companyProfile, wasteInfo);
  if (!surplus.name) {
    throw codedError(404, messages.surplusUnknown, { id: input.savedSurplusId ?? '' });
  }
  // A provider without an account answers through a link only its mail carries.
  const linkEmail = !provider.ownerUserId ? (provider.contact?.email ?? null) : null;
  const token = linkEmail ? randomBytes(32).toString('base64url') : null;
  const row = await insertOffer(
    deps.db,
    {
      donorUserId: user.id,
      providerId: provider.id,
      solutionId: input.solutionId,
      savedSurplusId: input.savedSurplusId ?? null,
      surplus: surplus as unknown as Record<string, unknown>,
      company: company as unknown as Record<string, unknown>,
      pickupFrom: from,
      pickupTo: to,
      packing: input.packing || null,
      message: input.message || null,
      country: company.country,
      city: company.city,
      linkTokenHash: token ? hashLinkToken(token) : null,
    },
    { actor: 'donor', userId: user.id },
  );
  const view = await findOfferView(deps.db, row.id);
  if (view && provider.ownerUserId) {
    const owner = await findUserById(deps.db, provider.ownerUserId);
    if (owner) {
      const ownerLanguage = providerLanguage(owner, provider.country);
      await sendMail(deps, log, () =>
        newOfferMail(view, owner.email, ownerLanguage, inboxUrl(deps, row.id), false),
      );
    }
  } else if (view && linkEmail && token) {
    const url = `${deps.config.publicUrl}/tool/offer-answer?token=${token}`;
    const linkLanguage = countryLanguage(provider.country);
    await sendMail(deps, log, () => newOfferMail(view, linkEmail, linkLanguage, url, true));
  }
  return { id: row.id, status: 'sent' };
}

export type ProviderAnswer =
  | { type: 'accept'; pickup_at: string; collector?: string | null }
  | { type: 'decline'; reason: OfferDeclineReason; text?: string | null }
  | ({ type: 'propose' } & PickupWindowInput);

/** The provider's answer (its account or the link); the donor is told by mail. */
export async function answerOffer(
  deps: AppDeps,
  view: OfferView,
  answer: ProviderAnswer,
  by: OfferActor,
  log: Log,
  extra: { linkUsedAt?: Date } = {},
): Promise<OfferView> {
  const { offer } = view;
  let moved;
  if (answer.type === 'accept') {
    const at = timeInWindow(view, answer.pickup_at);
    moved = await moveOffer(
      deps.db,
      offer.id,
      OFFER_MOVES.accept,
      { status: 'accepted', pickupAt: at, collector: answer.collector || null, ...extra },
      by,
      { pickup_at: at.toISOString() },
    );
  } else if (answer.type === 'decline') {
    moved = await moveOffer(
      deps.db,
      offer.id,
      OFFER_MOVES.decline,
      {
        status: 'declined',
        declineReason: answer.reason,
        declineText: answer.text || null,
        ...extra,
      },
      by,
      { reason: answer.reason },
    );
  } else {
    const { from, to } = checkWindow(answer);
    moved = await moveOffer(
      deps.db,
      offer.id,
      OFFER_MOVES.propose,
      { status: 'proposed', pickupFrom: from, pickupTo: to, ...extra },
      by,
      {
        before: { from: offer.pickupFrom.toISOString(), to: offer.pickupTo.toISOString() },
        proposed: { from: from.toISOString(), to: to.toISOString() },
      },
    );
  }
  if (!moved) throw wrongState(offer.status, answer.type);
  const next = { ...view, offer: moved };
  const donor = await findUserById(deps.db, offer.donorUserId);
  const donorLanguage: Language =
    donor && isSupportedLanguage(donor.language) ? donor.language : 'en';
  await sendMail(deps, log, () => answerMail(next, donorLanguage, offerUrl(deps, offer.id)));
  return next;
}

/**
 * What the handed-over kilograms avoided, by the reports' impact model (one donation of that
 * amount, no transport), for a route to people; nothing for other routes, which the model does
 * not describe.
 */
async function handoverImpact(deps: AppDeps, view: OfferView, kg: number) {
  const snapshot = await catalogueCache(deps.db).get();
  if (snapshot.responses.get(view.offer.solutionId)?.solution_category !== 'Reuse (human)') {
    return {};
  }
  const surplus = view.offer.surplus as unknown as OfferSurplus;
  const { impacts } = await reportProduct(deps, surplus.name);
  const donation = {
    amountKg: kg,
    frequency: { times: 1, interval: 'once' as const },
    seasonal: false,
    monthlyCapacities: [],
  };
  const { indicators } = calculateImpactReport(
    { donation, productImpacts: impacts, transport: null },
    'once',
  );
  return {
    co2Avoided: indicators.co2.avoided,
    waterAvoided: indicators.water.avoided,
    landAvoided: indicators.land.avoided,
  };
}

export type DonorStep =
  | { type: 'agree'; pickup_at: string }
  | { type: 'withdraw' }
  | { type: 'handover'; handed_over_kg: number }
  | { type: 'no_show' };

/** The donor's steps: agree to a proposed time, withdraw, confirm the handover or a no-show. */
export async function donorStep(
  deps: AppDeps,
  view: OfferView,
  step: DonorStep,
  user: User,
  log: Log,
  now = new Date(),
): Promise<OfferView> {
  const { offer } = view;
  const by: OfferActor = { actor: 'donor', userId: user.id };
  let moved;
  if (step.type === 'agree') {
    const at = timeInWindow(view, step.pickup_at);
    moved = await moveOffer(
      deps.db,
      offer.id,
      OFFER_MOVES.agree,
      { status: 'accepted', pickupAt: at },
      by,
      {
        pickup_at: at.toISOString(),
      },
    );
  } else if (step.type === 'withdraw') {
    moved = await moveOffer(deps.db, offer.id, OFFER_MOVES.withdraw, { status: 'withdrawn' }, by);
  } else if (step.type === 'handover') {
    const avoided = await handoverImpact(deps, view, step.handed_over_kg);
    moved = await moveOffer(
      deps.db,
      offer.id,
      OFFER_MOVES.handover,
      { status: 'handed_over', handedOverKg: step.handed_over_kg, handedOverAt: now, ...avoided },
      by,
      { handed_over_kg: step.handed_over_kg },
    );
  } else {
    moved = await moveOffer(deps.db, offer.id, OFFER_MOVES.handover, { status: 'no_show' }, by);
  }
  if (!moved) throw wrongState(offer.status, step.type === 'no_show' ? 'handover' : step.type);
  const next = { ...view, offer: moved };
  if (step.type === 'agree' || step.type === 'withdraw') {
    const owner = view.provider.ownerUserId
      ? await findUserById(deps.db, view.provider.ownerUserId)
      : undefined;
    const to = owner?.email ?? (!view.provider.ownerUserId ? view.provider.contact?.email : null);
    if (to) {
      const language = providerLanguage(owner, view.provider.country);
      const url = owner ? inboxUrl(deps, offer.id) : offerUrl(deps, offer.id);
      await sendMail(deps, log, () => donorStepMail(next, to, language, url));
    }
  }
  return next;
}

/** The provider stops offers from the offer's donor (open offers of the donor stay as they are). */
export async function blockOfferDonor(deps: AppDeps, view: OfferView) {
  await blockDonor(deps.db, view.offer.providerId, view.offer.donorUserId);
}
