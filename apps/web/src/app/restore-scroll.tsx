import { useLayoutEffect, useRef, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { scrollKey } from '../lib/scroll-key';

/** Where <ScrollRestoration /> keeps the positions in sessionStorage (the library's default). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Takes the saved position of the page being loaded out of the store: the first commit restores
 * it, and React Router, finding none, has nothing to restore later.
 */
function takeSavedPosition(key: string): number | null {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const y = positions[key];
    if (typeof y !== 'number') return null;
    delete positions[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
    return y;
  } catch {
    return null;
  }
}

function ScrollTo({ y }: { y: number }) {
  useLayoutEffect(() => window.scrollTo(0, y), [y]);
  return null;
}

/**
 * React Router's <ScrollRestoration /> (back, forward, a #hash, the position of every history
 * entry), with a reloaded page's own position put back in the commits before its first paint.
 *
 * The library restores a reloaded page when <ScrollRestoration /> mounts, through a router state
 * update that React renders as a transition: after the first paint, 370 ms later at an 8x CPU
 * slowdown, and over a scroll the reader made meanwhile (docs/decisions.md 28). It mounts in the
 * second commit, because the first comes with the router already initialized and the
 * RouterProvider subscribes after its children's layout effects; the position taken in the first
 * commit is applied after its own effects, in the same task.
 */
export function RestoreScroll() {
  const location = useLocation();
  const taken = useRef<{ y: number | null } | null>(null);
  const [start, setStart] = useState<{ y: number | null } | null>(null);
  useLayoutEffect(() => {
    // Once per page load, also when React's development mode runs the effect twice.
    taken.current ??= { y: takeSavedPosition(scrollKey(location, []) ?? location.key) };
    setStart(taken.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address the page loaded at
  }, []);
  if (start === null) return null;
  return (
    <>
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS_KEY} />
      {start.y !== null && <ScrollTo y={start.y} />}
    </>
  );
}
