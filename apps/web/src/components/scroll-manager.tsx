import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll behaviour of spec part 1 §2: back/forward returns to the position the history entry was
 * left at; else a hash scrolls smoothly to its element; else the page starts at the top.
 * Positions are kept per history entry (location.key) in sessionStorage, so a reload keeps them.
 */
const STORAGE_KEY = 'scroll-positions';
/** Height of the sticky header, kept clear above a hash target (spec part 1 §9: offset 80 px). */
export const HASH_SCROLL_OFFSET = 80;
const MAX_ENTRIES = 100;
/** Content may still be arriving after navigation (lazy pages and texts); keep trying this long. */
const RETRY_MS = 4000;
/** After reaching a hash target, keep it under the header this long while content above settles. */
const SETTLE_MS = 2500;

type Positions = Record<string, number>;

function loadPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function storePositions(positions: Positions) {
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions then only last for this page load.
  }
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Calls attempt() now and on the next frames until it returns true or time runs out. */
function retryUntil(attempt: (lastTry: boolean) => boolean): () => void {
  const deadline = Date.now() + RETRY_MS;
  let frame = 0;
  const run = () => {
    const lastTry = Date.now() >= deadline;
    if (attempt(lastTry) || lastTry) return;
    frame = requestAnimationFrame(run);
  };
  run();
  return () => cancelAnimationFrame(frame);
}

function restorePosition(top: number): () => void {
  return retryUntil((lastTry) => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (!reachable && !lastTry) return false;
    window.scrollTo({ top, left: 0, behavior: 'auto' });
    return true;
  });
}

/**
 * Keeps the target under the header while content above it still changes height (texts, images
 * or settings arriving after the jump), until the reader scrolls, clicks or types themselves.
 */
function keepAligned(target: HTMLElement): () => void {
  const deadline = Date.now() + SETTLE_MS;
  let lastY = window.scrollY;
  const stop = () => {
    clearInterval(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = setInterval(() => {
    if (Date.now() > deadline || !target.isConnected) return stop();
    const settled = Math.abs(window.scrollY - lastY) < 1;
    lastY = window.scrollY;
    if (!settled) return;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = Math.max(
      0,
      Math.min(bottom, target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET),
    );
    if (Math.abs(wanted - window.scrollY) > 2) {
      window.scrollTo({ top: wanted, left: 0, behavior: 'auto' });
    }
  }, 100);
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function scrollToHash(hash: string): () => void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  let stopAligning = () => {};
  const stopRetrying = retryUntil((lastTry) => {
    const target = document.getElementById(id);
    if (!target) {
      if (lastTry) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return false;
    }
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
    window.scrollTo({ top: Math.max(0, top), left: 0, behavior: scrollBehavior() });
    stopAligning = keepAligned(target);
    return true;
  });
  return () => {
    stopRetrying();
    stopAligning();
  };
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(location.key);

  // Record where the visible entry is scrolled to; persist in batches and when the page goes.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    positions.current ??= loadPositions();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const persist = () => {
      clearTimeout(timer);
      timer = undefined;
      if (positions.current) storePositions(positions.current);
    };
    const onScroll = () => {
      positions.current ??= loadPositions();
      positions.current[currentKey.current] = window.scrollY;
      timer ??= setTimeout(persist, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  // Runs before paint, so the new page never flashes at the old position.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    positions.current ??= loadPositions();
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') return restorePosition(saved);
    if (location.hash.length > 1) return scrollToHash(location.hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
