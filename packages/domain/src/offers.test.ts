import { describe, expect, it } from 'vitest';
import {
  isInPickupWindow,
  OFFER_AHEAD_MAX_DAYS,
  OFFER_WINDOW_MAX_DAYS,
  pickupWindowProblem,
} from './offers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-12-01T08:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('pickupWindowProblem', () => {
  it('takes a window that starts before it ends, in the future and within the limits', () => {
    expect(pickupWindowProblem(after(HOUR), after(5 * HOUR), now)).toBeNull();
    // One that has begun but not ended.
    expect(pickupWindowProblem(after(-HOUR), after(HOUR), now)).toBeNull();
    expect(pickupWindowProblem(after(0), after(OFFER_WINDOW_MAX_DAYS * DAY), now)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(pickupWindowProblem(after(5 * HOUR), after(HOUR), now)).toBe('order');
    expect(pickupWindowProblem(after(HOUR), after(HOUR), now)).toBe('order');
    expect(pickupWindowProblem(new Date(Number.NaN), after(HOUR), now)).toBe('order');
    expect(pickupWindowProblem(after(-5 * HOUR), after(-HOUR), now)).toBe('past');
    expect(
      pickupWindowProblem(after(HOUR), after(HOUR + OFFER_WINDOW_MAX_DAYS * DAY + 1), now),
    ).toBe('tooLong');
    const far = after(OFFER_AHEAD_MAX_DAYS * DAY + HOUR);
    expect(pickupWindowProblem(after(OFFER_AHEAD_MAX_DAYS * DAY), far, now)).toBe('tooFar');
  });
});

describe('isInPickupWindow', () => {
  it('includes both ends', () => {
    const from = after(HOUR);
    const to = after(3 * HOUR);
    expect(isInPickupWindow(from, from, to)).toBe(true);
    expect(isInPickupWindow(to, from, to)).toBe(true);
    expect(isInPickupWindow(after(2 * HOUR), from, to)).toBe(true);
    expect(isInPickupWindow(after(HOUR - 1), from, to)).toBe(false);
    expect(isInPickupWindow(after(3 * HOUR + 1), from, to)).toBe(false);
    expect(isInPickupWindow(new Date(Number.NaN), from, to)).toBe(false);
  });
});
