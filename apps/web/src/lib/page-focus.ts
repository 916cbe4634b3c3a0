import { MAIN_ID } from './landmarks';

/**
 * Where keyboard and screen-reader users continue after something they used goes away or the
 * page changes under them (a step, a dialog, the consent banner): the heading of what they now
 * work on, rather than the document's body (a Tab from there starts again at the top or, when
 * the focused button has gone, jumps to the footer).
 */

/** The attribute of the element around a stepper's current step (components/step-content). */
export const STEP_CONTENT_ATTRIBUTE = 'data-step-content';

let interacted = false;
const markInteracted = () => {
  interacted = true;
};

/**
 * Starts noting whether the user has clicked, tapped or pressed a key in this document (the app
 * shell calls it once); returns the function that stops it. (The browser's own
 * navigator.userActivation is not used: automated browsers report it as given from the start.)
 */
export function watchUserInteraction(): () => void {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', markInteracted, options);
  window.addEventListener('keydown', markInteracted, options);
  return () => {
    window.removeEventListener('pointerdown', markInteracted, options);
    window.removeEventListener('keydown', markInteracted, options);
  };
}

/** True once the user has clicked, tapped or pressed a key in this document. */
export function userHasInteracted(): boolean {
  return interacted;
}

/** True while a modal dialog holds the focus: it keeps it until it closes. */
function focusInModal(): boolean {
  return document.activeElement?.closest('[aria-modal="true"]') != null;
}

/** True when the step itself has put the focus somewhere (a field a link pointed to). */
function focusInStep(): boolean {
  return document.activeElement?.closest(`[${STEP_CONTENT_ATTRIBUTE}]`) != null;
}

/** Focuses a heading without scrolling; it takes focus from script only (tabindex -1). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** The current step's heading: the first h2 of the step's content. */
function stepHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${STEP_CONTENT_ATTRIBUTE}] h2`);
}

/**
 * Moves the focus to the current step's heading; false when there is none (yet). Also from a
 * dialog that is closing (step 1's info).
 */
export function focusStepHeading(): boolean {
  const heading = stepHeading();
  if (!heading) return false;
  focusHeading(heading);
  return true;
}

/**
 * Moves the focus to what the page is about: the current step's heading on a stepper page,
 * else the main content's first heading, else the main content itself.
 */
export function focusPageHeading(): void {
  if (focusInModal() || focusStepHeading()) return;
  const main = document.getElementById(MAIN_ID);
  const heading = main?.querySelector<HTMLElement>('h1, h2');
  if (heading) focusHeading(heading);
  else main?.focus({ preventScroll: true });
}

/** How long a step's heading is waited for (its page may still be rendering): ~1 s of frames. */
const MAX_FRAMES = 60;

/**
 * Focuses the step's heading as soon as it is on the page, unless the step has placed the focus
 * itself or a dialog holds it; returns a cancel function (a step left before its heading came
 * must not take the focus later).
 */
export function focusStepHeadingSoon(): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    frame = 0;
    if (focusInModal() || focusInStep() || focusStepHeading() || ++tries >= MAX_FRAMES) return;
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    if (frame) cancelAnimationFrame(frame);
  };
}
