import {
  ACCESS_TOKEN_COOKIE,
  ANALYTICS_CONSENT_STORAGE_KEY,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
} from './session';

/**
 * The public pages whose first view is rendered at build time (docs/decisions.md 40): the web
 * build writes dist/prerendered/<file>.html for each, and the server sends that file for exactly
 * this path (under /tool) instead of the empty index.html. The app then renders over it.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home' },
  { path: '/tool-description', file: 'tool-description' },
  { path: '/privacy-policy', file: 'privacy-policy' },
  { path: '/impressum', file: 'impressum' },
  { path: '/login', file: 'login' },
  { path: '/register', file: 'register' },
] as const;

/** Marks the pre-rendered view inside #root; the app replaces it when it renders. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Marks the consent banner inside the pre-rendered view: hidden once the visitor has answered. */
export const PRERENDERED_CONSENT_ATTRIBUTE = 'data-prerendered-consent';
/** Set on <html> when the pre-rendered view does not fit this visitor: it stays hidden. */
export const NO_PRERENDER_ATTRIBUTE = 'data-no-prerender';

/**
 * Runs in <head> before the first paint. The pre-rendered view is the page as a new visitor sees
 * it in English; a visitor with another stored language, a session or a changed page layout would
 * see it change, so for them it is hidden and the app renders as without it; the consent banner in
 * it shows only while the visitor has not answered it. A page whose code
 * cannot load unlocks the view (it is inert until the app takes over), so its links still work.
 * The server allows exactly this script by its hash (Content-Security-Policy).
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
    var language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    if (
      (language && language !== ${JSON.stringify(DEFAULT_LANGUAGE)}) ||
      /false/.test(localStorage.getItem('dev-layout') || '') ||
      /(^|; *)${ACCESS_TOKEN_COOKIE}=/.test(document.cookie)
    ) {
      root.setAttribute(${JSON.stringify(NO_PRERENDER_ATTRIBUTE)}, '');
      hide('[${PRERENDERED_ATTRIBUTE}]');
    }
  } catch (error) {
    root.setAttribute(${JSON.stringify(NO_PRERENDER_ATTRIBUTE)}, '');
    hide('[${PRERENDERED_ATTRIBUTE}]');
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
