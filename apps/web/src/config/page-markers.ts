/**
 * Names that the HTML a page arrives with and the app's code agree on: the boot view of
 * index.html, and the pre-rendered view the build writes for some pages (src/prerender/). Read by
 * main.tsx and lib/prerendered-arrival.ts when the app starts, and by the pre-render's guard
 * script before the first paint.
 */

/**
 * Marks the boot view of index.html (the logo and the name, in #root): painted as soon as the HTML
 * and its styles are in, on every page that is not pre-rendered, and kept until the app has loaded
 * the first page's code and renders it.
 */
export const BOOT_VIEW_ATTRIBUTE = 'data-boot-view';

/** Marks the pre-rendered view inside #root; the app replaces it when it renders. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> when the pre-rendered view does not fit this visitor: it stays hidden. */
export const NO_PRERENDER_ATTRIBUTE = 'data-no-prerender';

/** Marks the consent banner inside the pre-rendered view: hidden once the visitor has answered. */
export const PRERENDERED_CONSENT_ATTRIBUTE = 'data-prerendered-consent';

/**
 * <meta name="app-entry" content="/tool/assets/index-….js">: the app's entry script, which a
 * pre-rendered page loads only after its first paint (src/prerender/guard.ts).
 */
export const APP_ENTRY_META = 'app-entry';

/**
 * On <html> of a pre-rendered page: whom its view is for. 'visitor': a public page as a new
 * visitor sees it, hidden for a signed-in user; 'member': the frame of a tool page (the header,
 * the stepper's heading and progress) as every signed-in user sees it, hidden for anyone else.
 */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';

/** Marks step 1's info dialog inside a member page's view: hidden once seen in the session. */
export const PRERENDERED_TOOL_INFO_ATTRIBUTE = 'data-prerendered-tool-info';
