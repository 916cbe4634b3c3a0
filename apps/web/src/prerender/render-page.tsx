import {
  PRERENDERED_CONSENT_ATTRIBUTE,
  PRERENDERED_PLACEHOLDER_ATTRIBUTE,
  PRERENDERED_TOOL_INFO_ATTRIBUTE,
  type PRERENDERED_PAGES,
} from '@foodhub/domain';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { ToolInfoModal } from '../features/entry-stepper/components/tool-info-modal';
import { routes } from '../app/router';
import { i18nReady } from '../lib/i18n';
import { STEP_CONTENT_ATTRIBUTE } from '../lib/page-focus';
import { useSessionStore } from '../stores/session-store';

/**
 * The build renders each public page once, as a new visitor sees it before any answer of the API
 * (scripts/prerender.mjs runs this in a jsdom window). It is the app's own render: the same
 * routes, providers and texts; what the browser then renders over it looks the same. A member page
 * (a tool page, docs/decisions.md 46) is rendered signed in, with the step's own page left out:
 * the frame around it is the same for every user, the step's entries and results are not.
 */
export {
  APP_ENTRY_META,
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_PAGES,
  PRERENDER_GUARD_SCRIPT,
} from '@foodhub/domain';

/** The consent banner: shown to a new visitor; the guard script hides it for one who answered. */
const CONSENT_BANNER = '[aria-labelledby="consent-banner-title"]';

/** Step 1's info dialog (ToolInfoModal). */
const TOOL_INFO_DIALOG = '[role="dialog"]';

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

type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Where a member page's step goes: as tall as the screen, so the footer stays below the fold. */
function StepPlaceholder() {
  return <div {...{ [PRERENDERED_PLACEHOLDER_ATTRIBUTE]: '' }} style={{ minHeight: '100vh' }} />;
}

/** Step 1's placeholder, with its info dialog open as a new session first sees it. */
function StepPlaceholderWithToolInfo() {
  return (
    <>
      <StepPlaceholder />
      <ToolInfoModal />
    </>
  );
}

/** The route table with the page's own route (the deepest match of path) as a placeholder. */
function withoutPage(table: RouteObject[], path: string, toolInfo: boolean): RouteObject[] {
  const page = matchRoutes(table, path, '/tool')?.at(-1)?.route;
  if (!page) throw new Error(`no route matches ${path}`);
  const swap = (route: RouteObject): RouteObject =>
    route === page
      ? ({
          ...route,
          lazy: undefined,
          Component: toolInfo ? StepPlaceholderWithToolInfo : StepPlaceholder,
        } as RouteObject)
      : ({ ...route, children: route.children?.map(swap) } as RouteObject);
  return table.map(swap);
}

export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  await i18nReady;
  const { path } = page;
  const member = page.audience === 'member';
  const toolInfo = page.toolInfo === true;
  // A member page is seen signed in: the header's account menu, the routes behind the login
  // (whose guard also reads the cookie).
  if (member) useSessionStore.getState().startSession('prerender');
  else useSessionStore.setState({ isLoggedIn: false, token: null });
  const url = `/tool${path}`;
  const router = createMemoryRouter(member ? withoutPage(routes, url, toolInfo) : routes, {
    initialEntries: [url],
    basename: '/tool',
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
    // The whole body: a dialog renders outside the container (in a portal).
    await settled(
      document.body,
      () =>
        router.state.initialized &&
        router.state.navigation.state === 'idle' &&
        container.querySelector('footer') !== null &&
        container.querySelector(CONSENT_BANNER) !== null &&
        (!toolInfo || document.querySelector(TOOL_INFO_DIALOG) !== null),
    );
    // A copy to edit: React still owns the container's nodes.
    const view = container.cloneNode(true) as HTMLElement;
    view.querySelector(CONSENT_BANNER)?.setAttribute(PRERENDERED_CONSENT_ATTRIBUTE, '');
    // What follows the step inside its frame (the step's buttons) acts on the step: left out.
    // The step sits in the stepper's step container (components/step-content), if any.
    const placeholder = view.querySelector(`[${PRERENDERED_PLACEHOLDER_ATTRIBUTE}]`);
    if (member && !placeholder) throw new Error(`${path} rendered no step placeholder`);
    const step = placeholder?.closest(`[${STEP_CONTENT_ATTRIBUTE}]`) ?? placeholder;
    while (step?.nextElementSibling) step.nextElementSibling.remove();
    if (toolInfo) {
      // The dialog's portal goes into the view, marked so that a session that saw it hides it.
      const dialog = document.querySelector(TOOL_INFO_DIALOG)!.closest('[data-portal]');
      if (!dialog) throw new Error(`${path}: the info dialog is not in a portal`);
      const copy = document.createElement('div');
      copy.setAttribute(PRERENDERED_TOOL_INFO_ATTRIBUTE, '');
      copy.innerHTML = dialog.innerHTML;
      view.append(copy);
    }
    return {
      html: view.innerHTML,
      title: document.title,
      lang: document.documentElement.lang || 'en',
    };
  } finally {
    useSessionStore.getState().endSession();
    root.unmount();
    container.remove();
    router.dispose();
  }
}
