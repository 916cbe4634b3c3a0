import { MONTHLY_CAPACITY_MAX, MONTHLY_CAPACITY_MIN } from './frequency';

// Limits of the surplus and company entries. The form and the match request (packages/contracts)
// read them from here, so whatever the form saves is a value the server accepts. They stop abuse
// and nonsense only; real entries are far below them.

/** Names: a surplus name, a company name, an address part, a tag. */
export const ENTRY_NAME_MAX_LENGTH = 300;
/** A postal code as typed (with a country prefix such as 'A-8010' or spaces). */
export const ENTRY_POSTAL_CODE_MAX_LENGTH = 20;
/** Free texts: the company description, the additional surplus information. */
export const ENTRY_TEXT_MAX_LENGTH = 2000;
/** Lists: food groups, food subgroups, NACE codes. */
export const ENTRY_LIST_MAX = 50;
/** The surplus amount, in kg (spec part 1 §5: a number, 0 or more). */
export const AMOUNT_MAX_KG = 1e9;
/** How many times the surplus occurs per interval (spec part 1 §5: at least 1). */
export const FREQUENCY_TIMES_MIN = 1;
export const FREQUENCY_TIMES_MAX = 10_000;

/**
 * The number rules of the surplus (spec part 1 §5), one place for the form and the match
 * request: each returns the rule a value breaks, or null when it may be saved and sent.
 */
export type SurplusNumberError =
  | 'amountNegative'
  | 'amountTooLarge'
  | 'timesTooFew'
  | 'timesTooMany'
  | 'timesWhole'
  | 'capacityRange';

export function amountError(value: number): SurplusNumberError | null {
  if (value < 0) return 'amountNegative';
  if (value > AMOUNT_MAX_KG) return 'amountTooLarge';
  return null;
}

export function timesError(value: number): SurplusNumberError | null {
  if (!Number.isInteger(value)) return 'timesWhole';
  if (value < FREQUENCY_TIMES_MIN) return 'timesTooFew';
  if (value > FREQUENCY_TIMES_MAX) return 'timesTooMany';
  return null;
}

export function capacityError(value: number): SurplusNumberError | null {
  return value < MONTHLY_CAPACITY_MIN || value > MONTHLY_CAPACITY_MAX ? 'capacityRange' : null;
}
