import {
  AMOUNT_MAX_KG,
  ENTRY_LIST_MAX,
  ENTRY_NAME_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
  FREQUENCY_TIMES_MAX,
  amountError,
  capacityError,
  timesError,
} from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { wasteInfoInput } from './match-request';

describe('surplus number rules (spec part 1 §5)', () => {
  it('takes an amount of 0 or more', () => {
    expect(amountError(0)).toBeNull();
    expect(amountError(12.5)).toBeNull();
    expect(amountError(-0.1)).toBe('amountNegative');
    expect(amountError(1e9 + 1)).toBe('amountTooLarge');
  });

  it('takes times as a whole number from 1', () => {
    expect(timesError(1)).toBeNull();
    expect(timesError(10_000)).toBeNull();
    expect(timesError(0)).toBe('timesTooFew');
    expect(timesError(-3)).toBe('timesTooFew');
    expect(timesError(1.5)).toBe('timesWhole');
    expect(timesError(10_001)).toBe('timesTooMany');
  });

  it('takes a monthly capacity of 0 to 999 %', () => {
    expect(capacityError(0)).toBeNull();
    expect(capacityError(100)).toBeNull();
    expect(capacityError(999)).toBeNull();
    expect(capacityError(-1)).toBe('capacityRange');
    expect(capacityError(1000)).toBe('capacityRange');
  });
});

describe('surplus limits', () => {
  it('are the match request’s: it applies the domain rules the form applies', () => {
    const accepts = (wasteInfo: unknown) => wasteInfoInput.safeParse(wasteInfo).success;
    expect(accepts({ amount: { value: AMOUNT_MAX_KG } })).toBe(true);
    expect(accepts({ amount: { value: AMOUNT_MAX_KG + 1 } })).toBe(false);
    expect(accepts({ frequency: { times: FREQUENCY_TIMES_MAX } })).toBe(true);
    expect(accepts({ frequency: { times: FREQUENCY_TIMES_MAX + 1 } })).toBe(false);
    expect(accepts({ surplusName: 'x'.repeat(ENTRY_NAME_MAX_LENGTH) })).toBe(true);
    expect(accepts({ surplusName: 'x'.repeat(ENTRY_NAME_MAX_LENGTH + 1) })).toBe(false);
    expect(accepts({ additionalSurplusInfo: 'x'.repeat(ENTRY_TEXT_MAX_LENGTH + 1) })).toBe(false);
    expect(accepts({ foodGroups: Array.from({ length: ENTRY_LIST_MAX + 1 }, () => 'x') })).toBe(
      false,
    );
  });
});
