import { OFFER_AHEAD_MAX_DAYS, OFFER_WINDOW_MAX_DAYS } from '@foodhub/domain';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { localizedServerMessage } from '../../../lib/server-text';
import type { AnswerError } from './answer-rules';

/** A translate function whose first namespace is 'offers'. */
type OffersT = (key: string, options?: Record<string, unknown>) => string;

/** A pick-up window in words: '14 Mar 2026, 09:00 to 14 Mar 2026, 17:00'. */
export function windowText(from: string, to: string, t: OffersT): string {
  return t('facts.windowValue', { from: formatDateTime(from), to: formatDateTime(to) });
}

/** A field's error in the interface language, with the window and the limits it names. */
export function errorText(error: AnswerError, window: { from: string; to: string }, t: OffersT) {
  return t(`errors.${error}`, {
    from: formatDateTime(window.from),
    to: formatDateTime(window.to),
    maxDays: OFFER_WINDOW_MAX_DAYS,
    aheadDays: OFFER_AHEAD_MAX_DAYS,
  });
}

/**
 * Why an answer was not taken: the refusals of the offer calls by their code, in the interface
 * language; any other by the server's message (a known code translated), else a general text.
 */
export function answerFailureText(error: unknown, t: OffersT): string {
  if (error instanceof ApiError) {
    const params = error.params ?? {};
    if (error.code === 'OFFER_WRONG_STATE') return t('failure.wrongState');
    if (error.code === 'OFFER_TIME_OUTSIDE_WINDOW' && params.from && params.to) {
      return t('failure.timeOutside', {
        from: formatDateTime(params.from),
        to: formatDateTime(params.to),
      });
    }
    if (error.code === 'OFFER_WINDOW_INVALID') {
      return t('failure.windowInvalid', {
        maxDays: OFFER_WINDOW_MAX_DAYS,
        aheadDays: OFFER_AHEAD_MAX_DAYS,
      });
    }
  }
  return localizedServerMessage(error, t, t('failure.failed'));
}
