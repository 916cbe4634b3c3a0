import { useEffect, useState } from 'react';

/** How far the page must move one way before the launcher goes or comes back (px). */
export const TUCK_DISTANCE = 24;
/** Near the top of the page the launcher always shows. */
const TOP_ZONE = 80;

export interface ScrollState {
  tucked: boolean;
  /** Where the page was when it last turned (down to up or back): distances count from there. */
  turnY: number;
  lastY: number;
}

export interface ScrollPosition {
  y: number;
  viewportHeight: number;
  pageHeight: number;
}

export const initialScrollState = (y = 0): ScrollState => ({ tucked: false, turnY: y, lastY: y });

/**
 * The launcher's next state after the page scrolled to `y`. On a phone it covers the page's
 * bottom-right corner, where scores and results pass while the user reads down: reading down
 * tucks it away; scrolling back up, the top of the page and the end of the page (with its room
 * for the launcher, chat-window's launcherSpace) bring it back.
 */
export function nextScrollState(state: ScrollState, position: ScrollPosition): ScrollState {
  const { y, viewportHeight, pageHeight } = position;
  const down = y > state.lastY;
  const turned = y !== state.lastY && down !== state.lastY > state.turnY;
  const turnY = turned ? state.lastY : state.turnY;
  const atEnd = y + viewportHeight >= pageHeight - 2;
  let tucked = state.tucked;
  if (y <= TOP_ZONE || atEnd) tucked = false;
  else if (down && y - turnY >= TUCK_DISTANCE) tucked = true;
  else if (!down && turnY - y >= TUCK_DISTANCE) tucked = false;
  return { tucked, turnY, lastY: y };
}

/** Whether the launcher is tucked away (see nextScrollState); never while `active` is false. */
export function useTuckOnScroll(active: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!active) return;
    let state = initialScrollState(window.scrollY);
    let frame = 0;
    const measure = () => {
      frame = 0;
      state = nextScrollState(state, {
        y: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      });
      setTucked(state.tucked);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      setTucked(false);
    };
  }, [active]);
  return active && tucked;
}
