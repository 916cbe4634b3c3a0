import type { OfferLinkAnswerInput } from '@foodhub/contracts';
import {
  isInPickupWindow,
  pickupWindowProblem,
  type OfferDeclineReason,
  type PickupWindowProblem,
} from '@foodhub/domain';

/*
 * The checks of the three answers, one validate function per form (the domain's window rules,
 * which the API applies too). An error is a key of offers.json's `errors`.
 */

/**
 * A provider's answer to an offer that waits for it, by the e-mailed link or by its account:
 * accept with a time, decline with a reason, or propose another window. The link sends it as
 * it is; the account posts the rest to /me/provider/offers/{id}/{type}.
 */
export type OfferAnswer = OfferLinkAnswerInput['answer'];
export type AnswerChoice = OfferAnswer['type'];

export type AnswerError =
  | 'timeRequired'
  | 'timeOutside'
  | 'fromRequired'
  | 'toRequired'
  | 'reasonRequired'
  | 'textRequired'
  | PickupWindowProblem;

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as a datetime-local field holds it, in the reader's time zone ('2026-12-01T09:30'):
 * to the minute, rounded up or down, so that a window's bounds as a field's min and max lie
 * inside the window. '' for a text that is no moment.
 */
export function toLocalInput(iso: string, round: 'up' | 'down' = 'down'): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const d = new Date((round === 'up' ? Math.ceil : Math.floor)(time / MINUTE) * MINUTE);
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as a moment (read in the reader's time zone), else null. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The field's moment as the API takes it: an ISO 8601 date and time in UTC. */
export const toIsoMoment = (value: string) => fromLocalInput(value)?.toISOString() ?? '';

export interface PickupWindow {
  pickup_from: string;
  pickup_to: string;
}

export interface AcceptValues {
  at: string;
  collector: string;
}

/** Accept: a pick-up time inside the offer's window. */
export function validateAccept(values: AcceptValues, window: PickupWindow) {
  const at = fromLocalInput(values.at);
  let error: AnswerError | null = null;
  if (!at) error = 'timeRequired';
  else if (!isInPickupWindow(at, new Date(window.pickup_from), new Date(window.pickup_to))) {
    error = 'timeOutside';
  }
  return error ? { at: error } : {};
}

export interface ProposeValues {
  from: string;
  to: string;
}

/** Another window: both ends, from before to, and what the domain allows of a window. */
export function validatePropose(values: ProposeValues, now: Date = new Date()) {
  const from = fromLocalInput(values.from);
  const to = fromLocalInput(values.to);
  const errors: Partial<Record<keyof ProposeValues, AnswerError>> = {};
  if (!from) errors.from = 'fromRequired';
  if (!to) errors.to = 'toRequired';
  if (from && to) {
    const problem = pickupWindowProblem(from, to, now);
    if (problem) errors.to = problem;
  }
  return errors;
}

export interface DeclineValues {
  reason: OfferDeclineReason | '';
  text: string;
}

/** Decline: one of the reasons, and for 'other' a text saying why. */
export function validateDecline(values: DeclineValues) {
  const errors: Partial<Record<keyof DeclineValues, AnswerError>> = {};
  if (!values.reason) errors.reason = 'reasonRequired';
  else if (values.reason === 'other' && !values.text.trim()) errors.text = 'textRequired';
  return errors;
}
