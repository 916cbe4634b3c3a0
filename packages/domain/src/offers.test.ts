import { describe, expect, it } from 'vitest';
import {
  isInPickupWindow,
  nextWeeklyPickup,
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

describe('nextWeeklyPickup', () => {
  it('keeps the local time across the change to and from summer time', () => {
    // Thursday 09:00 in Vienna, winter (UTC+1), three days before summer time (29 March 2026).
    const before = new Date('2026-03-26T08:00:00Z');
    expect(nextWeeklyPickup(before).toISOString()).toBe('2026-04-02T07:00:00.000Z');
    // Thursday 09:00 in summer (UTC+2), before winter time (25 October 2026).
    const summer = new Date('2026-10-22T07:00:00Z');
    expect(nextWeeklyPickup(summer).toISOString()).toBe('2026-10-29T08:00:00.000Z');
    // A plain week: seven days later.
    const plain = new Date('2026-11-05T08:00:00Z');
    expect(nextWeeklyPickup(plain).toISOString()).toBe('2026-11-12T08:00:00.000Z');
  });

  it('skips the pick-ups that have passed', () => {
    const first = new Date('2026-11-02T08:00:00Z'); // a Monday
    const now = new Date('2026-11-25T12:00:00Z');
    expect(nextWeeklyPickup(first, now).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});
