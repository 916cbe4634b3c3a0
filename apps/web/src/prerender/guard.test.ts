import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ENTRY_META,
  NO_PRERENDER_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_CONSENT_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_TOOL_INFO_ATTRIBUTE,
} from '../config/page-markers';
import { ownLanguage } from '../lib/i18n';

// The guard of the pre-rendered pages (guard.ts), run as the inline script runs it: in <head>,
// before the view is shown, on this page's storage, cookies and browser languages.

const ENTRY = '/tool/assets/index-abc123.js';
const added: Element[] = [];
// The guard's listeners on window are removed after each test: the test files share the window.
const addListener = window.addEventListener;
const listeners: [
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = [];

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = APP_ENTRY_META;
  meta.content = ENTRY;
  document.head.append(meta);
  added.push(meta);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    addListener.call(window, type, listener, options);
  });
});

afterEach(async () => {
  // What the guard left for the next frame runs before the page is taken down.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.restoreAllMocks();
  localStorage.clear();
  for (const [type, listener, options] of listeners.splice(0)) {
    window.removeEventListener(type, listener, options);
  }
  for (const element of added.splice(0)) element.remove();
  document.head.querySelectorAll('style, script').forEach((element) => element.remove());
  document.documentElement.removeAttribute(NO_PRERENDER_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDERED_FOR_ATTRIBUTE);
  sessionStorage.clear();
  document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** Runs a fresh copy of the guard (its module remembers that it started the app). */
async function runGuard() {
  vi.resetModules();
  const { guardPrerenderedView } = await import('./guard');
  guardPrerenderedView();
}

const viewHidden = () => document.documentElement.hasAttribute(NO_PRERENDER_ATTRIBUTE);
const hiddenBySheet = (attribute: string) =>
  [...document.head.querySelectorAll('style')].some((style) =>
    style.textContent?.startsWith(`[${attribute}] `),
  );
const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');

describe('the guard of the pre-rendered (English, signed-out) pages', () => {
  it.each([
    [null, ['de-DE'], true],
    [null, ['es', 'sl'], true],
    [null, ['en-US', 'en'], false],
    [null, ['pt-BR'], false],
    [null, undefined, false],
    ['en', ['de-DE'], false],
    ['fr', ['en-US'], true],
    // Not a language of the interface: the browser's languages decide, as in the app.
    ['xx', ['it-IT'], true],
    ['xx', ['en-GB'], false],
  ] as const)(
    "with 'language' %j and the browser's %j, hides the view: %s",
    async (stored, languages, hidden) => {
      if (stored !== null) localStorage.setItem('language', stored);
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages as never);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages?.[0] ?? 'en-US');
      await runGuard();
      expect(viewHidden()).toBe(hidden);
      expect(hiddenBySheet(PRERENDERED_ATTRIBUTE)).toBe(hidden);
      // The same decision as the app's: the view shows exactly when the app renders in English.
      expect(ownLanguage() !== 'en').toBe(hidden);
    },
  );

  it('hides the view from a signed-in user', async () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'access_token=abc.def; path=/';
    await runGuard();
    expect(viewHidden()).toBe(true);
  });

  it('keeps it for a visitor with another cookie of a similar name', async () => {
    document.cookie = 'old_access_token=abc; path=/';
    await runGuard();
    expect(viewHidden()).toBe(false);
    document.cookie = 'old_access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('hides the view when the dev view hid the header or the footer', async () => {
    localStorage.setItem('dev-layout', JSON.stringify({ state: { visible: { header: false } } }));
    await runGuard();
    expect(viewHidden()).toBe(true);
  });

  it('hides the consent banner from a visitor who answered it, and only that', async () => {
    await runGuard();
    expect(hiddenBySheet(PRERENDERED_CONSENT_ATTRIBUTE)).toBe(false);
    localStorage.setItem('analytics-consent', 'denied');
    await runGuard();
    expect(hiddenBySheet(PRERENDERED_CONSENT_ATTRIBUTE)).toBe(true);
    expect(viewHidden()).toBe(false);
  });

  it('hides the view when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await runGuard();
    expect(viewHidden()).toBe(true);
  });
});

describe("the guard of a tool page's frame (for signed-in users)", () => {
  beforeEach(() => document.documentElement.setAttribute(PRERENDERED_FOR_ATTRIBUTE, 'member'));

  it('shows the frame to a signed-in user and hides it from anyone else', async () => {
    await runGuard();
    expect(viewHidden()).toBe(true);
    // Another page load, signed in.
    document.documentElement.removeAttribute(NO_PRERENDER_ATTRIBUTE);
    document.cookie = 'access_token=abc.def; path=/';
    await runGuard();
    expect(viewHidden()).toBe(false);
  });

  it('hides the frame from a signed-in user whose language is another', async () => {
    document.cookie = 'access_token=abc.def; path=/';
    localStorage.setItem('language', 'sl');
    await runGuard();
    expect(viewHidden()).toBe(true);
  });

  it("hides step 1's info dialog once it was seen in this browser session", async () => {
    document.cookie = 'access_token=abc.def; path=/';
    await runGuard();
    expect(hiddenBySheet(PRERENDERED_TOOL_INFO_ATTRIBUTE)).toBe(false);
    sessionStorage.setItem('foodhub-tool-info-seen', 'true');
    await runGuard();
    expect(hiddenBySheet(PRERENDERED_TOOL_INFO_ATTRIBUTE)).toBe(true);
    expect(viewHidden()).toBe(false);
  });
});

describe("the guard starts the app's code", () => {
  it('at once when the view is hidden', async () => {
    localStorage.setItem('language', 'de');
    await runGuard();
    const script = entryScript();
    expect(script?.src).toContain(ENTRY);
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('after the first frame when the view shows, and once', async () => {
    await runGuard();
    await vi.waitFor(() => expect(entryScript()).not.toBeNull());
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('unlocks the view when a script fails to load, so that its links work', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<div ${PRERENDERED_ATTRIBUTE} inert aria-hidden="true"><a href="/tool/register">Register</a></div>`;
    document.body.append(root);
    added.push(root);
    await runGuard();
    await vi.waitFor(() => expect(entryScript()).not.toBeNull());
    entryScript()!.dispatchEvent(new Event('error'));
    const view = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)!;
    expect(view.hasAttribute('inert')).toBe(false);
    expect(view.hasAttribute('aria-hidden')).toBe(false);
  });
});
