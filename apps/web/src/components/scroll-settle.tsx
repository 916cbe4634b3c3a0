import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/**
 * Scrolling on navigation (spec part 1 §2) is React Router's <ScrollRestoration /> (root layout):
 * back/forward and a reload return to where the history entry was left (per entry, kept in
 * sessionStorage); else a #hash jumps to its element, which keeps the sticky header clear with
 * its CSS `scroll-margin-top: 80px` (spec part 1 §9); else the page starts at the top.
 *
 * The library does each of these once, the moment the page renders; the route's loader has
 * brought the page's data by then (docs/decisions.md 64). This component only covers what comes
 * later (the shell's footer and consent banner, loaded after the first paint, can move a target
 * near the page's end; a reader on a slow phone may reload before all came), until the reader scrolls, clicks or types themselves, or until nothing has had
 * to be done for SETTLE_MS (at most MAX_SETTLE_MS after the navigation: a slow phone or server can
 * take seconds to bring the page's code and data):
 * - a position the page was still too short for is tried again as the page grows, until it is
 *   reached or someone else scrolls;
 * - a hash target that renders late is scrolled to, and kept under the header while texts,
 *   images or settings above it change its place.
 */
export const SETTLE_MS = 4000;
export const MAX_SETTLE_MS = 20000;
const TICK_MS = 100;
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** What one tick found: still working, nothing to do this time, or finished for good. */
type Tick = 'busy' | 'idle' | 'done';

/**
 * Calls step() every tick until the reader takes over, step() reports 'done', it has reported
 * nothing to do ('idle') for SETTLE_MS, or MAX_SETTLE_MS have passed.
 */
function settle(step: () => Tick): () => void {
  const start = Date.now();
  let lastBusy = start;
  const stop = () => {
    clearInterval(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop);
  };
  const tick = () => {
    const now = Date.now();
    if (now - lastBusy > SETTLE_MS || now - start > MAX_SETTLE_MS) return stop();
    const found = step();
    if (found === 'done') return stop();
    if (found === 'busy') lastBusy = now;
  };
  const timer = setInterval(tick, TICK_MS);
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Brings the reader to a restored position the page was too short for when it was restored: the
 * browser then left them at the page's end, above it. Each time the page has grown it is tried
 * again, until it is reached. Once the reader is anywhere else than where the last try left them
 * (they, a script or the page scrolled), it is done: it never pulls a page back.
 */
function restorePosition(restored: number): () => Tick {
  // Where the last try left the reader; at the first tick, where the library's try did.
  let left: number | undefined;
  return () => {
    const y = window.scrollY;
    if (Math.abs(y - restored) <= 1) return 'done';
    left ??= y;
    // A page is only ever cut short above the position, and the reader stays where it left them.
    if (y > restored || Math.abs(y - left) > 1) return 'done';
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room <= y + 1) return 'idle';
    window.scrollTo(0, restored);
    left = Math.min(restored, room);
    return 'busy';
  };
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
    if (typeof restored === 'number') return settle(restorePosition(restored));
    if (location.hash.length <= 1) return undefined;
    return settle(() => {
      const target = hashTarget(location.hash);
      // Not rendered yet: the page's code or data is still on its way.
      if (!target) return 'busy';
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const offBy = target.getBoundingClientRect().top - margin;
      // A target near the end of the page rests lower: the page cannot scroll further.
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (offBy >= -2 && (offBy <= 2 || atEnd)) return 'idle';
      target.scrollIntoView();
      return 'busy';
    });
  }, [location, restored]);

  return null;
}
