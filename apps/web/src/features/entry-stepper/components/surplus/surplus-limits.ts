import {
  AMOUNT_MAX_KG,
  FREQUENCY_TIMES_MAX,
  FREQUENCY_TIMES_MIN,
  MONTHLY_CAPACITY_MAX,
  MONTHLY_CAPACITY_MIN,
} from '@foodhub/domain';

/**
 * The number rules of the surplus step (spec part 1 §5): each returns the i18n key of the
 * field error under `foodSurplus.errors`, or null when the value may be saved. The limits are
 * the domain's, which the match request uses too.
 */

export type SurplusFieldError =
  | 'amountNegative'
  | 'amountTooLarge'
  | 'timesTooFew'
  | 'timesTooMany'
  | 'timesWhole'
  | 'capacityRange';

export function amountError(value: number): SurplusFieldError | null {
  if (value < 0) return 'amountNegative';
  if (value > AMOUNT_MAX_KG) return 'amountTooLarge';
  return null;
}

export function timesError(value: number): SurplusFieldError | null {
  if (!Number.isInteger(value)) return 'timesWhole';
  if (value < FREQUENCY_TIMES_MIN) return 'timesTooFew';
  if (value > FREQUENCY_TIMES_MAX) return 'timesTooMany';
  return null;
}

export function capacityError(value: number): SurplusFieldError | null {
  return value < MONTHLY_CAPACITY_MIN || value > MONTHLY_CAPACITY_MAX ? 'capacityRange' : null;
}
