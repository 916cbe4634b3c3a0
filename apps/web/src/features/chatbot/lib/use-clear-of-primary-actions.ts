import { useEffect, useState } from 'react';

/** The attribute that marks a page's main buttons ('Find Solutions', 'Next'). */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action';

/** The launcher's size and its offset from the viewport's bottom-right corner (chat-window.module.css). */
const LAUNCHER_SIZE = 56;
const LAUNCHER_OFFSET = 20;
/** Space left between a lifted launcher and the button under it. */
const GAP = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * How far (px from the viewport's bottom) the launcher must sit so that it covers none of the
 * given buttons: its usual 20 px, or just above the highest button it would cover.
 */
export function launcherBottom(
  viewport: { width: number; height: number },
  actions: readonly Box[],
): number {
  let bottom = LAUNCHER_OFFSET;
  for (;;) {
    const launcher: Box = {
      left: viewport.width - LAUNCHER_OFFSET - LAUNCHER_SIZE,
      right: viewport.width - LAUNCHER_OFFSET,
      top: viewport.height - bottom - LAUNCHER_SIZE,
      bottom: viewport.height - bottom,
    };
    const covered = actions.find((action) => overlaps(launcher, action));
    // Above the viewport's middle the launcher would be in the way more than it helps.
    if (!covered || viewport.height - covered.top + GAP > viewport.height / 2) return bottom;
    bottom = viewport.height - covered.top + GAP;
  }
}

/**
 * The launcher's bottom offset while the page scrolls: it moves up over a primary button passing
 * beneath it (on a phone the stepper's 'Find Solutions' sits at the bottom right too) and back
 * down once the button has passed.
 */
export function useClearOfPrimaryActions(active: boolean): number {
  const [bottom, setBottom] = useState(LAUNCHER_OFFSET);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const actions = [...document.querySelectorAll(`[${PRIMARY_ACTION_ATTRIBUTE}]`)].map((el) =>
        el.getBoundingClientRect(),
      );
      setBottom(
        launcherBottom(
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          actions,
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Buttons appear and move as pages and their data load.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [active]);
  return bottom;
}
