import { NO_PRERENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../config/page-markers';

/**
 * Whether this page load showed a pre-rendered view (src/prerender/, docs/decisions.md 28) before
 * the app rendered: read once, when the app's code starts, since the app's first render replaces
 * the view.
 */
const arrived =
  typeof document !== 'undefined' &&
  document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null &&
  !document.documentElement.hasAttribute(NO_PRERENDER_ATTRIBUTE);

export function arrivedPrerendered(): boolean {
  return arrived;
}
