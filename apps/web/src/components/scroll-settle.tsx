import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/**
 * Scrolling on navigation (spec part 1 §2) is React Router's <ScrollRestoration /> (root layout):
 * back/forward and a reload return to where the history entry was left (per entry, kept in
 * sessionStorage); else a #hash jumps to its element, which keeps the sticky header clear with
 * its CSS `scroll-margin-top: 80px` (spec part 1 §9); else the page starts at the top.
 *
 * The library does each of these once, the moment the page renders. This component only covers
 * what comes later, for SETTLE_MS or until the reader scrolls, clicks or types themselves:
 * - a position the page was still too short for (its data arrives after a reload) is tried again;
 * - a hash target that renders late is scrolled to, and kept under the header while texts,
 *   images or settings above it change its place.
 */
export const SETTLE_MS = 4000;
const TICK_MS = 100;
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Calls step() every tick until the time is up or the reader takes over. */
function settle(step: () => void): () => void {
  const deadline = Date.now() + SETTLE_MS;
  const stop = () => {
    clearInterval(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = setInterval(() => (Date.now() > deadline ? stop() : step()), TICK_MS);
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return document.getElementById(hash.slice(1));
  }
}

export function ScrollSettle() {
  const location = useLocation();
  // The position <ScrollRestoration /> restores for this entry (a number), if any.
  const restored = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;

  useLayoutEffect(() => {
    if (typeof restored === 'number') {
      return settle(() => {
        if (Math.abs(window.scrollY - restored) > 1) window.scrollTo(0, restored);
      });
    }
    if (location.hash.length <= 1) return undefined;
    return settle(() => {
      const target = hashTarget(location.hash);
      if (!target) return;
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const offBy = target.getBoundingClientRect().top - margin;
      // A target near the end of the page rests lower: the page cannot scroll further.
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (offBy < -2 || (offBy > 2 && !atEnd)) target.scrollIntoView();
    });
  }, [location, restored]);

  return null;
}
