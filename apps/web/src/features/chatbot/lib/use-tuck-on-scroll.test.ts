import { describe, expect, it } from 'vitest';
import {
  initialScrollState,
  nextScrollState,
  TUCK_DISTANCE,
  type ScrollState,
} from './use-tuck-on-scroll';

// A phone (740 px high) on a page 4,000 px long: its end is at scrollY 3,260.
const scrollTo = (state: ScrollState, ...ys: number[]) =>
  ys.reduce((s, y) => nextScrollState(s, { y, viewportHeight: 740, pageHeight: 4000 }), state);

describe('nextScrollState', () => {
  it('tucks the launcher away once the user reads down the page', () => {
    const start = initialScrollState();
    expect(scrollTo(start, 70).tucked).toBe(false);
    expect(scrollTo(start, 70, 300).tucked).toBe(true);
    expect(scrollTo(start, 300, 900, 1500).tucked).toBe(true);
  });

  it('keeps it in view near the top of the page', () => {
    expect(scrollTo(initialScrollState(), 60).tucked).toBe(false);
    expect(scrollTo(initialScrollState(), 600, 40).tucked).toBe(false);
  });

  it('brings it back when the page scrolls up a little, not at a jitter', () => {
    const down = scrollTo(initialScrollState(), 400, 1200);
    expect(scrollTo(down, 1200 - TUCK_DISTANCE / 2).tucked).toBe(true);
    expect(scrollTo(down, 1200 - TUCK_DISTANCE).tucked).toBe(false);
    // Reading on down after that tucks it again.
    expect(scrollTo(down, 1150, 1400).tucked).toBe(true);
  });

  it("shows it at the page's end, where the page leaves room for it", () => {
    expect(scrollTo(initialScrollState(), 400, 1200, 3260).tucked).toBe(false);
  });
});
