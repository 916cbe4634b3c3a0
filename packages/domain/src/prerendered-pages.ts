import {
  ACCESS_TOKEN_COOKIE,
  ANALYTICS_CONSENT_STORAGE_KEY,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  TOOL_INFO_SEEN_STORAGE_KEY,
} from './session';

/**
 * Who a pre-rendered page's view is for: a 'visitor' page (a public page as a new visitor sees it)
 * is hidden for a signed-in user; a 'member' page (the frame of a tool page: the header, the
 * page's heading and its progress, docs/decisions.md 46) is hidden for anyone not signed in.
 */
export type PrerenderAudience = 'visitor' | 'member';

/**
 * The pages whose first view is rendered at build time (docs/decisions.md 40 and 46): the web
 * build writes dist/prerendered/<file>.html for each, and the server sends that file for exactly
 * this path (under /tool) instead of the empty index.html. The app then renders over it. A
 * member page holds only what every signed-in user sees the same: the shell and the stepper's
 * heading and progress, not the step's own content (the user's entries and results).
 */
export const PRERENDERED_PAGES: readonly {
  path: string;
  file: string;
  audience: PrerenderAudience;
  /** Step 1's info dialog, open over the page until it was seen in this browser session. */
  toolInfo?: true;
}[] = [
  { path: '/', file: 'home', audience: 'visitor' },
  { path: '/tool-description', file: 'tool-description', audience: 'visitor' },
  { path: '/privacy-policy', file: 'privacy-policy', audience: 'visitor' },
  { path: '/impressum', file: 'impressum', audience: 'visitor' },
  { path: '/login', file: 'login', audience: 'visitor' },
  { path: '/register', file: 'register', audience: 'visitor' },
  {
    path: '/stepper/company-data',
    file: 'stepper-company-data',
    audience: 'member',
    toolInfo: true,
  },
  { path: '/stepper/food-surplus', file: 'stepper-food-surplus', audience: 'member' },
  { path: '/stepper/solutions', file: 'stepper-solutions', audience: 'member' },
  { path: '/lca-stepper/solution', file: 'lca-stepper-solution', audience: 'member' },
  { path: '/lca-stepper/provider', file: 'lca-stepper-provider', audience: 'member' },
  { path: '/lca-stepper/transport', file: 'lca-stepper-transport', audience: 'member' },
  { path: '/lca-stepper/report', file: 'lca-stepper-report', audience: 'member' },
];

/** On <html> of a pre-rendered page: whom its view is for (PrerenderAudience). */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';
/**
 * Where a member page's own content goes (the step's page): an empty block as tall as the screen,
 * so that what follows it (the footer) stays below the fold until the app renders the step.
 */
export const PRERENDERED_PLACEHOLDER_ATTRIBUTE = 'data-prerendered-placeholder';

/** Marks the pre-rendered view inside #root; the app replaces it when it renders. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * Marks the boot view of apps/web/index.html (the logo and the name, in #root): painted as soon as
 * the HTML and its styles are in, on every page that is not pre-rendered, and kept until the app
 * has loaded the first page's code and renders it.
 */
export const BOOT_VIEW_ATTRIBUTE = 'data-boot-view';
/** Marks step 1's info dialog inside the pre-rendered view: hidden once seen in the session. */
export const PRERENDERED_TOOL_INFO_ATTRIBUTE = 'data-prerendered-tool-info';
/** Marks the consent banner inside the pre-rendered view: hidden once the visitor has answered. */
export const PRERENDERED_CONSENT_ATTRIBUTE = 'data-prerendered-consent';
/**
 * <meta name="app-entry" content="/tool/assets/index-….js">: the app's entry script, which a
 * pre-rendered page loads only after its first paint (see PRERENDER_GUARD_SCRIPT).
 */
export const APP_ENTRY_META = 'app-entry';
/** Set on <html> when the pre-rendered view does not fit this visitor: it stays hidden. */
export const NO_PRERENDER_ATTRIBUTE = 'data-no-prerender';

/**
 * Runs in <head> before the first paint. The pre-rendered view is the page in English as a new
 * visitor sees it (a visitor page) or as every signed-in user sees its frame (a member page,
 * PRERENDERED_FOR_ATTRIBUTE); a visitor whose language is another (the stored choice, else the
 * browser's languages read as browserLanguage reads them), with a changed page layout, or with a
 * session on a visitor page or none on a member page, would see it change, so for them it is
 * hidden and the app renders as without it; the consent banner in it shows only while the
 * visitor has not answered it, step 1's info dialog only until it was seen in this session.
 *
 * It also starts the app's code: once the browser reports the view's first contentful paint (the
 * next frame where it reports none, and 500 ms after the load event if nothing is painted, as in a
 * background tab), so that on a slow connection the page's own styles do not share the line with
 * 165 KB of script (docs/decisions.md 45); at once, when the view is hidden. A
 * page whose code cannot load unlocks the view (it is inert until the app takes over), so its
 * links still work. The server allows exactly this script by its hash (Content-Security-Policy).
 */
export const PRERENDER_GUARD_SCRIPT = `(function () {
  var root = document.documentElement;
  function hide(selector) {
    var style = document.createElement('style');
    style.textContent = selector + ' { display: none }';
    document.head.appendChild(style);
  }
  try {
    if (/^(granted|denied)$/.test(localStorage.getItem(${JSON.stringify(ANALYTICS_CONSENT_STORAGE_KEY)}) || '')) {
      hide('[${PRERENDERED_CONSENT_ATTRIBUTE}]');
    }
    if (sessionStorage.getItem(${JSON.stringify(TOOL_INFO_SEEN_STORAGE_KEY)}) === 'true') {
      hide('[${PRERENDERED_TOOL_INFO_ATTRIBUTE}]');
    }
    var supported = ${JSON.stringify(SUPPORTED_LANGUAGES)};
    var language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    if (supported.indexOf(language) < 0) {
      var preferred = navigator.languages || [navigator.language || ''];
      language = ${JSON.stringify(DEFAULT_LANGUAGE)};
      for (var i = 0; i < preferred.length; i++) {
        var primary = String(preferred[i]).trim().toLowerCase().split(/[-_]/)[0];
        if (supported.indexOf(primary) >= 0) {
          language = primary;
          break;
        }
      }
    }
    var forMember = root.getAttribute(${JSON.stringify(PRERENDERED_FOR_ATTRIBUTE)}) === 'member';
    var signedIn = /(^|; *)${ACCESS_TOKEN_COOKIE}=/.test(document.cookie);
    if (
      language !== ${JSON.stringify(DEFAULT_LANGUAGE)} ||
      /false/.test(localStorage.getItem('dev-layout') || '') ||
      signedIn !== forMember
    ) {
      root.setAttribute(${JSON.stringify(NO_PRERENDER_ATTRIBUTE)}, '');
      hide('[${PRERENDERED_ATTRIBUTE}]');
    }
  } catch (error) {
    root.setAttribute(${JSON.stringify(NO_PRERENDER_ATTRIBUTE)}, '');
    hide('[${PRERENDERED_ATTRIBUTE}]');
  }
  var started = false;
  function start() {
    var entry = document.querySelector('meta[name="${APP_ENTRY_META}"]');
    if (started || !entry) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  }
  // The app renders into #root: never before the document has been read to its end.
  function startWhenRead() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  if (root.hasAttribute(${JSON.stringify(NO_PRERENDER_ATTRIBUTE)})) {
    startWhenRead();
  } else {
    // The browser reports the first contentful paint once it is on screen; a browser without
    // that report starts the code right after the first frame.
    var paintReported =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
    if (paintReported) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) startWhenRead();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(startWhenRead, 0);
      });
    }
    // No frame at all (a background tab): the load event, and a little more, since on a quick
    // connection the load event comes before the view is on screen.
    window.addEventListener('load', function () {
      setTimeout(start, 500);
    });
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (!target || target.tagName !== 'SCRIPT') return;
      var view = document.querySelector('[${PRERENDERED_ATTRIBUTE}]');
      if (view) {
        view.removeAttribute('inert');
        view.removeAttribute('aria-hidden');
      }
    },
    true,
  );
})();`;
