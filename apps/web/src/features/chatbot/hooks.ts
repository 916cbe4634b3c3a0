import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Viewport } from './lib/geometry';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

let cached: Viewport & { layoutWidth: number } = { width: 0, height: 0, layoutWidth: 0 };

/**
 * The viewport: `layoutWidth` as CSS media queries see it (window.innerWidth, for breakpoints),
 * `width` and `height` without scrollbars (where the window may be placed).
 */
function snapshot() {
  const layoutWidth = window.innerWidth;
  const width = document.documentElement.clientWidth || layoutWidth;
  const height = window.innerHeight;
  if (cached.width !== width || cached.height !== height || cached.layoutWidth !== layoutWidth) {
    cached = { width, height, layoutWidth };
  }
  return cached;
}

export function useViewport() {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** True once `value` has been true for `delayMs`; false at once when it turns false. */
export function useDelayedFlag(value: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [value, delayMs]);
  return value && shown;
}
