import {
  OFFER_HANDOVER_MAX_KG,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_SHORT_TEXT_MAX_LENGTH,
} from '@foodhub/domain';
import { readDecimal } from '../../../lib/decimal-input';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { toLocalInput, validatePropose, type AnswerError } from './answer-rules';

/*
 * The donor's forms, one validate function each: the offer's window (the domain's rule, as the
 * API applies it, through the provider's proposal check), the texts' limits, and the kilograms
 * of a handover. An error is a key of offers.json's `errors` or `donor.errors`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A provider an offer can go to: one of the tool's own list (its id a UUID), not vcg.ai's. */
export const isOfferableProvider = (provider: Pick<ProviderView, 'key' | 'origin'>) =>
  provider.origin === 'dataset' && UUID.test(provider.key);

/** The window a new offer proposes: tomorrow from 09:00 to 17:00, in the reader's time zone. */
export function defaultWindow(now: Date = new Date()): { from: string; to: string } {
  const at = (hours: number) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hours);
    return toLocalInput(day.toISOString());
  };
  return { from: at(9), to: at(17) };
}

export type DonorError = 'packingTooLong' | 'messageTooLong';

export interface OfferValues {
  from: string;
  to: string;
  packing: string;
  message: string;
}

/** A new offer: both ends of the window, a window the domain allows, texts within their limits. */
export function validateOffer(values: OfferValues, now: Date = new Date()) {
  const errors: Partial<Record<keyof OfferValues, AnswerError | DonorError>> = {
    ...validatePropose(values, now),
  };
  if (values.packing.trim().length > OFFER_SHORT_TEXT_MAX_LENGTH) errors.packing = 'packingTooLong';
  if (values.message.trim().length > OFFER_MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong';
  return errors;
}

export type HandoverError = 'kgRequired' | 'kgNotNumber' | 'kgTooSmall' | 'kgTooLarge';

/**
 * The kilograms handed over as typed ('12,5', '12.5', '1.250' in German), read as the surplus
 * amount is (lib/decimal-input): more than 0, at most OFFER_HANDOVER_MAX_KG.
 */
export function readHandoverKg(
  text: string,
  language: string,
): { kg: number; error?: undefined } | { kg?: undefined; error: HandoverError } {
  const reading = readDecimal(text, language, { unit: 'kg' });
  if (reading.kind === 'empty') return { error: 'kgRequired' };
  if (reading.kind !== 'number') return { error: 'kgNotNumber' };
  if (!(reading.value > 0)) return { error: 'kgTooSmall' };
  if (reading.value > OFFER_HANDOVER_MAX_KG) return { error: 'kgTooLarge' };
  return { kg: reading.value };
}
