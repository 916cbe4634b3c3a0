import {
  NO_PRERENDER_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_TOOL_INFO_ATTRIBUTE,
} from '@foodhub/domain';

/**
 * Whether this page load showed a pre-rendered view (docs/decisions.md 40, 46) before the app
 * rendered: read once, when the app's code starts, since the app's first render replaces the view.
 */
const arrived =
  typeof document !== 'undefined' &&
  document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null &&
  !document.documentElement.hasAttribute(NO_PRERENDER_ATTRIBUTE);

/** Step 1's info dialog was part of that view (the guard script hides it once it was seen). */
const withToolInfo =
  arrived && document.querySelector(`[${PRERENDERED_TOOL_INFO_ATTRIBUTE}]`) !== null;

export function arrivedPrerendered(): boolean {
  return arrived;
}

export function arrivedWithToolInfo(): boolean {
  return withToolInfo;
}
