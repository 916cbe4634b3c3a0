import {
  NO_PRERENDER_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
} from '../config/page-markers';

/**
 * Whether this page load showed a pre-rendered view (src/prerender/, docs/decisions.md 28) before
 * the app rendered, and whom it was for: a public page whole ('visitor'), or a tool page's frame
 * without the step ('member'). Read once, when the app's code starts, since the app's first render
 * replaces the view.
 */
const arrivedFor: 'visitor' | 'member' | null =
  typeof document !== 'undefined' &&
  document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null &&
  !document.documentElement.hasAttribute(NO_PRERENDER_ATTRIBUTE)
    ? document.documentElement.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === 'member'
      ? 'member'
      : 'visitor'
    : null;

export function arrivedPrerendered(): boolean {
  return arrivedFor !== null;
}

/** A public page arrived whole, with the shell's footer and consent banner drawn. */
export function arrivedAsWholePage(): boolean {
  return arrivedFor === 'visitor';
}
