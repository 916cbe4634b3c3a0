import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { currentLanguage, i18nReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { loadHeaderMenus } from './components/layout/header';
import { BOOT_VIEW_ATTRIBUTE } from './config/page-markers';
import { createAppRouter, type AppRouter } from './app/router';
import { handlePreloadError } from './lib/lazy-reload';
import { arrivedPrerendered } from './lib/prerendered-arrival';
import { useSessionStore } from './stores/session-store';

// A chunk of an older deployment is gone: reload once to get the new version (lib/lazy-reload).
window.addEventListener('vite:preloadError', handlePreloadError);

/**
 * Resolves in a task of its own. Evaluating the app's code is one long task of the main thread;
 * the router's set-up (matching the address, starting the page's code) then waits for the next
 * one, so that the browser can paint and answer input in between (docs/decisions.md 28).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has loaded the first page's code (no loading spinner to show). */
function firstPageLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A page can arrive pre-rendered (src/prerender/, docs/decisions.md 28): it is shown until the app
// renders over it, which then waits for the page's code rather than replacing it with a spinner.
const prerendered = arrivedPrerendered();
// Every other page arrives with the boot view (the logo and the name): it stays the same way until
// the page can show, rather than giving way to a spinner first (docs/decisions.md 28).
const bootView = document.querySelector(`[${BOOT_VIEW_ATTRIBUTE}]`) !== null;
const keepView = prerendered || bootView;

async function start() {
  await nextTask();
  // The stores of a user's data register their reset for login and logout, keep the draft on the
  // server and share the stepper's entries with other tabs (app/user-stores). They load beside the
  // first page's code rather than after it (docs/decisions.md 28): another tab may already be
  // writing, and a round of requests after the page's code would hold up its first paint.
  void import('./app/user-stores');
  const router = createAppRouter();
  // A signed-in user's pages show figures. ICU sets up number formatting at the document's first
  // Intl.NumberFormat (25-30 ms before any slowdown, over 100 ms at a phone's speed): here it runs
  // in a task of its own while the page's code downloads, not inside the page's first render
  // (docs/decisions.md 28). The public pages show no figures and skip it.
  if (useSessionStore.getState().isLoggedIn) {
    setTimeout(() => new Intl.NumberFormat(currentLanguage()).format(0), 0);
  }
  // The first paint waits for the stored language's texts (English is already in this file) and
  // the header's menus (their own chunk, loaded beside the page's code: a button drawn before its
  // menu would not open), and a kept view for the page's code.
  await Promise.all([
    i18nReady,
    loadHeaderMenus(),
    keepView ? firstPageLoaded(router) : undefined,
  ]).catch(() => {});
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  // In a transition, parts whose code is still on its way keep the pre-rendered or boot view in
  // place until they can show, instead of flashing their loading state.
  if (keepView) startTransition(render);
  else render();
}

void start();
