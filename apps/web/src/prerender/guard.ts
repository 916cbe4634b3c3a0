import { browserLanguage, DEFAULT_LANGUAGE, isSupportedLanguage } from '@foodhub/domain';
import {
  ACCESS_TOKEN_COOKIE,
  ANALYTICS_CONSENT_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  TOOL_INFO_SEEN_STORAGE_KEY,
} from '../config/browser-storage';
import {
  APP_ENTRY_META,
  NO_PRERENDER_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_CONSENT_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_TOOL_INFO_ATTRIBUTE,
} from '../config/page-markers';

/**
 * The guard of a pre-rendered page: build.ts compiles guard-script.ts (which calls
 * guardPrerenderedView) into the inline script in each page's <head>, which the server allows by
 * the hash the build writes into dist/prerender.json. It runs before the first paint.
 *
 * The pre-rendered view is the page in English as a new visitor sees it, or a tool page's frame
 * as every signed-in user sees it (<html data-prerendered-for>, pages.ts). A visitor for whom the
 * app renders it otherwise (another language: the stored choice, else the browser's languages,
 * as lib/i18n's ownLanguage decides; a page layout changed in the dev view; a session on a public
 * page, none on a tool page) would see it change, so for them it is hidden and the app renders as
 * without it. The consent banner in it shows only while the visitor has not answered it, step 1's
 * info dialog only until it was seen in this browser session.
 *
 * It also starts the app's code on a public page (named by <meta name="app-entry">; a tool page
 * loads it by its own script tag, at once): once the browser reports the view's first contentful
 * paint (the next frame where it reports none, and 500 ms after the load event if nothing is
 * painted, as in a background tab), so that on a slow connection the page's own styles do not
 * share the line with the main script; at once, when the view is hidden. A page whose code cannot load unlocks the
 * view (it is inert until the app takes over), so its links still work.
 */
export function guardPrerenderedView(): void {
  const root = document.documentElement;
  let fits = false;
  try {
    if (/^(granted|denied)$/.test(localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY) ?? '')) {
      hide(`[${PRERENDERED_CONSENT_ATTRIBUTE}]`);
    }
    if (sessionStorage.getItem(TOOL_INFO_SEEN_STORAGE_KEY) === 'true') {
      hide(`[${PRERENDERED_TOOL_INFO_ATTRIBUTE}]`);
    }
    fits = viewFits();
  } catch {
    // Storage blocked: the app decides without the view.
  }
  if (!fits) {
    root.setAttribute(NO_PRERENDER_ATTRIBUTE, '');
    hide(`[${PRERENDERED_ATTRIBUTE}]`);
    startWhenRead();
  } else {
    startAfterFirstPaint();
  }
  window.addEventListener('error', unlockWhenScriptFails, true);
}

/** The dev view's layout (features/dev-view/layout-store): a hidden header or footer is stored. */
const DEV_LAYOUT_STORAGE_KEY = 'dev-layout';

/** How long after the load event the code starts when no paint was reported (a background tab). */
const AFTER_LOAD_MS = 500;

/** Whether the app renders this page as its English view shows it, for whom the view is. */
function viewFits(): boolean {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const language = isSupportedLanguage(stored)
    ? stored
    : browserLanguage(navigator.languages ?? [navigator.language ?? '']);
  const signedIn = document.cookie
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
  const forMember = document.documentElement.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === 'member';
  return (
    language === DEFAULT_LANGUAGE &&
    !/false/.test(localStorage.getItem(DEV_LAYOUT_STORAGE_KEY) ?? '') &&
    signedIn === forMember
  );
}

function hide(selector: string): void {
  const style = document.createElement('style');
  style.textContent = `${selector} { display: none }`;
  document.head.append(style);
}

let started = false;

/** Loads the app's entry script, named by the page's <meta name="app-entry">, once. */
function start(): void {
  const entry = document.querySelector(`meta[name="${APP_ENTRY_META}"]`);
  const src = entry?.getAttribute('content');
  if (started || !src) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = src;
  document.head.append(script);
}

/** The app renders into #root: never before the document has been read to its end. */
function startWhenRead(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

function startAfterFirstPaint(): void {
  // The browser reports the first contentful paint once it is on screen; a browser without that
  // report starts the code right after the first frame.
  const paintReported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (paintReported) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) startWhenRead();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(startWhenRead, 0));
  }
  // No frame at all (a background tab): the load event, and a little more, since on a quick
  // connection the load event comes before the view is on screen.
  window.addEventListener('load', () => setTimeout(start, AFTER_LOAD_MS));
}

/** A script that fails to load (the app's code): the view takes input, so its links work. */
function unlockWhenScriptFails(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLScriptElement)) return;
  const view = document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  view?.removeAttribute('inert');
  view?.removeAttribute('aria-hidden');
}
