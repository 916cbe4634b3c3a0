import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { PRERENDERED_CONSENT_ATTRIBUTE } from '../config/page-markers';
import { UNCONFIGURED } from '../lib/client-config';
import { i18nReady } from '../lib/i18n';
import { publicConfigQuery } from '../lib/public-config-query';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { BASENAME, type PrerenderedPage } from './pages';

/**
 * The build renders each public page once, as a new visitor sees it before any answer of the API
 * (build.ts runs this in a jsdom window). It is the app's own render: the same routes, providers
 * and texts; what the browser then renders over it looks the same.
 */

/** The consent banner: shown to a new visitor; the guard script hides it for one who answered. */
const CONSENT_BANNER = '[aria-labelledby="consent-banner-title"]';

const QUIET_MS = 400;
const GIVE_UP_MS = 15_000;

/** Resolves once the container's markup has not changed for QUIET_MS (lazy parts have come). */
async function settled(container: HTMLElement, ready: () => boolean): Promise<void> {
  const start = Date.now();
  let last = '';
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = container.innerHTML;
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (ready() && Date.now() - since >= QUIET_MS) {
      return;
    }
    if (Date.now() - start > GIVE_UP_MS) {
      throw new Error(`the page did not settle within ${GIVE_UP_MS} ms`);
    }
  }
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  title: string;
  lang: string;
}

export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  await i18nReady;
  useSessionStore.setState({ isLoggedIn: false, token: null });
  // The API never answers here: the legal pages' loader reads the configuration of an installation
  // that set nothing (the view shows the placeholders the app shows until the answer comes).
  queryClient.setQueryData(publicConfigQuery.queryKey, UNCONFIGURED);
  const router = createMemoryRouter(routes, {
    initialEntries: [`${BASENAME}${page.path}`],
    basename: BASENAME,
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  try {
    await settled(
      container,
      () =>
        router.state.initialized &&
        router.state.navigation.state === 'idle' &&
        container.querySelector('footer') !== null &&
        container.querySelector(CONSENT_BANNER) !== null,
    );
    // A copy to edit: React still owns the container's nodes.
    const view = container.cloneNode(true) as HTMLElement;
    view.querySelector(CONSENT_BANNER)?.setAttribute(PRERENDERED_CONSENT_ATTRIBUTE, '');
    return {
      html: view.innerHTML,
      title: document.title,
      lang: document.documentElement.lang || 'en',
    };
  } finally {
    root.unmount();
    container.remove();
    router.dispose();
  }
}
