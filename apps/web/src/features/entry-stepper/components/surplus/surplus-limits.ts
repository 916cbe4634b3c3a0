import { MONTHLY_CAPACITY_MAX, MONTHLY_CAPACITY_MIN } from '@foodhub/domain';

/**
 * The number rules of the surplus step (spec part 1 §5): each returns the i18n key of the
 * field error under `foodSurplus.errors`, or null when the value may be saved. The upper limits
 * are those of the match request (packages/contracts solutions.ts), so a saved value is always
 * one the server accepts.
 */

export const AMOUNT_MAX = 1e9;
// Text limits of the same contract (MATCH_NAME_MAX, MATCH_TEXT_MAX, MATCH_LIST_MAX), repeated
// here because importing values from @foodhub/contracts would bundle zod into the page.
export const SURPLUS_NAME_MAX_LENGTH = 300;
export const SURPLUS_INFO_MAX_LENGTH = 2000;
export const FOOD_GROUPS_MAX = 50;
export const FREQUENCY_TIMES_MIN = 1;
export const FREQUENCY_TIMES_MAX = 10_000;

export type SurplusFieldError =
  | 'amountNegative'
  | 'amountTooLarge'
  | 'timesTooFew'
  | 'timesTooMany'
  | 'timesWhole'
  | 'capacityRange';

export function amountError(value: number): SurplusFieldError | null {
  if (value < 0) return 'amountNegative';
  if (value > AMOUNT_MAX) return 'amountTooLarge';
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
