/**
 * An offer of a surplus to a provider, from 'sent' to a handover: who may move it where.
 * sent -> accepted (provider, with a time in the window) | declined (provider) | proposed
 * (provider, another window) | withdrawn (donor) | expired (its window passed unanswered);
 * proposed -> accepted (donor agrees to a time in the new window) | declined | withdrawn |
 * expired; accepted -> handed_over (donor, with the kilograms) | no_show (donor) | withdrawn.
 */
export const OFFER_STATUSES = [
  'sent',
  'proposed',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'handed_over',
  'no_show',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** States nobody moves any more. */
export const FINAL_OFFER_STATUSES: readonly OfferStatus[] = [
  'declined',
  'withdrawn',
  'expired',
  'handed_over',
  'no_show',
];

/** Waiting for the provider's answer ('sent') or the donor's ('proposed'). */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['sent', 'proposed'];

/** The answers and steps of an offer, with the states each may start from. */
export const OFFER_MOVES = {
  accept: ['sent'],
  decline: ['sent', 'proposed'],
  propose: ['sent'],
  agree: ['proposed'],
  withdraw: ['sent', 'proposed', 'accepted'],
  handover: ['accepted'],
} as const satisfies Record<string, readonly OfferStatus[]>;
export type OfferMove = keyof typeof OFFER_MOVES;

export const canMoveOffer = (move: OfferMove, status: string): boolean =>
  (OFFER_MOVES[move] as readonly string[]).includes(status);

/** Why a provider declines: a short list, or 'other' with a text. */
export const OFFER_DECLINE_REASONS = [
  'no_capacity',
  'not_accepted_food',
  'too_far',
  'time_not_possible',
  'quality_concerns',
  'other',
] as const;
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number];

/** Offers one donor may send in 24 hours. */
export const OFFER_DAILY_LIMIT = 20;
/** The longest pick-up window an offer or a proposal may span, and how far ahead it may end. */
export const OFFER_WINDOW_MAX_DAYS = 14;
export const OFFER_AHEAD_MAX_DAYS = 60;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const OFFER_SHORT_TEXT_MAX_LENGTH = 200;
/** The most kilograms one handover may count. */
export const OFFER_HANDOVER_MAX_KG = 100_000;

const DAY_MS = 24 * 3600 * 1000;

/**
 * What is wrong with a pick-up window: it does not start before it ends ('order'), it has passed
 * ('past'), it spans more than OFFER_WINDOW_MAX_DAYS ('tooLong') or ends more than
 * OFFER_AHEAD_MAX_DAYS ahead ('tooFar'); null for a window an offer or a proposal may have.
 */
export type PickupWindowProblem = 'order' | 'past' | 'tooLong' | 'tooFar';

export function pickupWindowProblem(
  from: Date,
  to: Date,
  now: Date = new Date(),
): PickupWindowProblem | null {
  if (!(from.getTime() < to.getTime())) return 'order';
  if (!(to.getTime() > now.getTime())) return 'past';
  if (to.getTime() - from.getTime() > OFFER_WINDOW_MAX_DAYS * DAY_MS) return 'tooLong';
  if (to.getTime() - now.getTime() > OFFER_AHEAD_MAX_DAYS * DAY_MS) return 'tooFar';
  return null;
}

/** Whether a pick-up time lies in the window, both ends included. */
export function isInPickupWindow(at: Date, from: Date, to: Date): boolean {
  return at.getTime() >= from.getTime() && at.getTime() <= to.getTime();
}

/**
 * The clock of a standing arrangement's weekly pick-up: the six Alpine countries all keep
 * Central European Time with the same summer time, so one zone serves every donor.
 */
export const PICKUP_TIME_ZONE = 'Europe/Vienna';

/** Minutes the zone's clock is ahead of UTC at that moment (60 in winter, 120 in summer). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The weekly pick-up after `previous`: the same weekday and the same time on the local clock
 * (09:00 stays 09:00 across the change to or from summer time). With `after`, the first such
 * pick-up later than it (an arrangement nobody looked at for weeks skips the past ones).
 */
export function nextWeeklyPickup(
  previous: Date,
  after: Date = previous,
  timeZone: string = PICKUP_TIME_ZONE,
): Date {
  let next = previous;
  do {
    const week = new Date(next.getTime() + 7 * DAY_MS);
    const shift = zoneOffsetMinutes(next, timeZone) - zoneOffsetMinutes(week, timeZone);
    next = new Date(week.getTime() + shift * 60_000);
  } while (next.getTime() <= after.getTime());
  return next;
}

/** States of a standing arrangement (a weekly pick-up either side can end). */
export const ARRANGEMENT_STATUSES = ['active', 'ended'] as const;
export type ArrangementStatus = (typeof ARRANGEMENT_STATUSES)[number];

/** An arrangement's next pick-up becomes an accepted offer this long before it. */
export const ARRANGEMENT_LEAD_DAYS = 7;
/** How long an arrangement's pick-up lasts (the window of its weekly offer). */
export const ARRANGEMENT_PICKUP_HOURS = 2;
/** Standing arrangements one donor may keep at once. */
export const ARRANGEMENT_MAX_ACTIVE = 20;
