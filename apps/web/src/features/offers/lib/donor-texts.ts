import {
  CONDITION_QUESTION_ORDER,
  OFFER_DAILY_LIMIT,
  OFFER_HANDOVER_MAX_KG,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_SHORT_TEXT_MAX_LENGTH,
} from '@foodhub/domain';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-number';
import { localizedServerMessage } from '../../../lib/server-text';
import type { AnswerError } from './answer-rules';
import { answerFailureText, errorText } from './answer-texts';
import type { DonorError, HandoverError } from './donor-rules';

/** A translate function whose first namespace is 'offers' (with 'matching' beside it). */
type OffersT = (key: string, options?: Record<string, unknown>) => string;

/** A field's error of the donor's forms in the interface language. */
export function donorErrorText(
  error: AnswerError | DonorError | HandoverError,
  t: OffersT,
  window: { from: string; to: string } = { from: '', to: '' },
): string {
  switch (error) {
    case 'packingTooLong':
      return t('donor.errors.tooLong', { max: OFFER_SHORT_TEXT_MAX_LENGTH });
    case 'messageTooLong':
      return t('donor.errors.tooLong', { max: OFFER_MESSAGE_MAX_LENGTH });
    case 'kgRequired':
    case 'kgNotNumber':
    case 'kgTooSmall':
      return t(`donor.errors.${error}`);
    case 'kgTooLarge':
      return t('donor.errors.kgTooLarge', { max: formatNumber(OFFER_HANDOVER_MAX_KG) });
    default:
      return errorText(error, window, t);
  }
}

/**
 * Why an offer was not sent: the condition questions of step 2 still open (with the questions the
 * server names, by their labels where this client knows them), or a text.
 */
export type OfferFailure =
  { kind: 'conditionsOpen'; questions: string[] } | { kind: 'text'; text: string };

const QUESTIONS: readonly string[] = CONDITION_QUESTION_ORDER;

export function offerFailure(error: unknown, t: OffersT): OfferFailure {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'OFFER_CONDITIONS_OPEN': {
        const named = (error.params?.checks ?? '').split(',').map((check) => check.trim());
        const questions = named
          .filter((check) => QUESTIONS.includes(check))
          .map((question) => t(`matching:conditionQuestions.questions.${question}.label`));
        return { kind: 'conditionsOpen', questions };
      }
      case 'OFFER_SOLUTION_EXCLUDED':
        return { kind: 'text', text: t('donor.failure.excluded') };
      case 'OFFER_BLOCKED':
        return { kind: 'text', text: t('donor.failure.blocked') };
      case 'OFFER_PROVIDER_UNKNOWN':
        return { kind: 'text', text: t('donor.failure.providerUnknown') };
      case 'OFFER_WINDOW_INVALID':
        return { kind: 'text', text: answerFailureText(error, t) };
      case 'RATE_LIMITED':
        // Too many requests in a short time (not the daily limit): the wait the server asks for.
        return { kind: 'text', text: localizedServerMessage(error, t, t('donor.failure.failed')) };
      default:
        if (error.status === 429) {
          return {
            kind: 'text',
            text: t('donor.failure.dailyLimit', { limit: OFFER_DAILY_LIMIT }),
          };
        }
    }
  }
  return { kind: 'text', text: localizedServerMessage(error, t, t('donor.failure.failed')) };
}

/**
 * Why a step on an offer (agree, withdraw, handover) was not taken: the offer moved on meanwhile,
 * the time lies outside the window (now) proposed, or the server's reason.
 */
export function stepFailureText(error: unknown, t: OffersT): string {
  if (error instanceof ApiError && error.code === 'OFFER_WRONG_STATE') {
    return t('donor.failure.stale');
  }
  if (error instanceof ApiError && error.code === 'OFFER_TIME_OUTSIDE_WINDOW') {
    return answerFailureText(error, t);
  }
  return localizedServerMessage(error, t, t('donor.failure.stepFailed'));
}
