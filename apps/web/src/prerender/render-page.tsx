import { createRoot } from 'react-dom/client';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import {
  PRERENDERED_CONSENT_ATTRIBUTE,
  PRERENDERED_TOOL_INFO_ATTRIBUTE,
} from '../config/page-markers';
import { ToolInfoModal } from '../features/entry-stepper/components/tool-info-modal';
import { UNCONFIGURED } from '../lib/client-config';
import { i18nReady } from '../lib/i18n';
import { STEP_CONTENT_ATTRIBUTE } from '../lib/page-focus';
import { publicConfigQuery } from '../lib/public-config-query';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { BASENAME, type PrerenderedPage } from './pages';

/**
 * The build renders each page of pages.ts once, before any answer of the API (build.ts runs this
 * in a jsdom window). It is the app's own render: the same routes, providers and texts; what the
 * browser then renders over it looks the same. A public page is rendered as a new visitor sees
 * it. A tool page ('member') is rendered signed in with the step's own page left out: the frame
 * around it (header, the stepper's heading and progress) is the same for every signed-in user,
 * the step's entries and results are not. A tool page marked whileLoading is rendered whole, as it
 * shows before its data has come.
 */

/** The consent banner: shown to a new visitor; the guard script hides it for one who answered. */
const CONSENT_BANNER = '[aria-labelledby="consent-banner-title"]';

/** Step 1's info dialog (ToolInfoModal). */
const TOOL_INFO_DIALOG = '[role="dialog"]';

/** Where a tool page's step goes in its frame; as tall as the screen, the footer stays below. */
const PLACEHOLDER_ATTRIBUTE = 'data-step-placeholder';

const QUIET_MS = 400;
const GIVE_UP_MS = 15_000;

/** Resolves once the markup has not changed for QUIET_MS (lazy parts have come). */
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

function StepPlaceholder({ toolInfo }: { toolInfo: boolean }) {
  return (
    <>
      <div {...{ [PLACEHOLDER_ATTRIBUTE]: '' }} style={{ minHeight: '100vh' }} />
      {toolInfo && <ToolInfoModal />}
    </>
  );
}

/** The route's own lazy(), its loader left out. */
function withoutLoader(route: RouteObject, url: string) {
  const load = route.lazy;
  if (typeof load !== 'function') {
    throw new Error(`${url}: a page rendered while loading needs its route's lazy() function`);
  }
  return async () => ({ ...(await load()), loader: undefined });
}

/**
 * The route table with the page's own route (the deepest match) as the step's placeholder, or,
 * for a page whose loading view is the frame, as that page without its loader (the API never
 * answers here: the page shows what it shows while its data loads).
 */
function framed(table: RouteObject[], url: string, page: PrerenderedPage): RouteObject[] {
  const own = matchRoutes(table, url, BASENAME)?.at(-1)?.route;
  if (!own) throw new Error(`no route matches ${url}`);
  const replacement = page.whileLoading
    ? { lazy: withoutLoader(own, url), loader: undefined }
    : {
        lazy: undefined,
        loader: undefined,
        element: <StepPlaceholder toolInfo={page.toolInfo === true} />,
      };
  const swap = (route: RouteObject): RouteObject =>
    route === own
      ? ({ ...route, ...replacement } as RouteObject)
      : ({ ...route, children: route.children?.map(swap) } as RouteObject);
  return table.map(swap);
}

/** The frame of a tool page: what follows the step inside it (its buttons) acts on the step. */
function frameOnly(view: HTMLElement, path: string): void {
  const placeholder = view.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`);
  if (!placeholder) throw new Error(`${path} rendered no step placeholder`);
  const step = placeholder.closest(`[${STEP_CONTENT_ATTRIBUTE}]`) ?? placeholder;
  while (step.nextElementSibling) step.nextElementSibling.remove();
}

/** Step 1's info dialog, out of its portal into the view, marked for the guard script. */
function withToolInfo(view: HTMLElement, path: string): void {
  const dialog = document.querySelector(TOOL_INFO_DIALOG)?.closest('[data-portal]');
  if (!dialog) throw new Error(`${path}: the info dialog is not in a portal`);
  const copy = document.createElement('div');
  copy.setAttribute(PRERENDERED_TOOL_INFO_ATTRIBUTE, '');
  copy.innerHTML = dialog.innerHTML;
  view.append(copy);
}

export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  await i18nReady;
  const member = page.audience === 'member';
  const toolInfo = page.toolInfo === true;
  // A tool page is seen signed in: the header's account menu, the routes behind the login.
  if (member) useSessionStore.getState().startSession('prerender');
  else useSessionStore.setState({ isLoggedIn: false, token: null });
  // The API never answers here: the legal pages' loader reads the configuration of an installation
  // that set nothing (the view shows the placeholders the app shows until the answer comes).
  queryClient.setQueryData(publicConfigQuery.queryKey, UNCONFIGURED);
  const url = `${BASENAME}${page.path}`;
  const router = createMemoryRouter(member ? framed(routes, url, page) : routes, {
    initialEntries: [url],
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
    if (member && !page.whileLoading) frameOnly(view, page.path);
    if (toolInfo) withToolInfo(view, page.path);
    return {
      html: view.innerHTML,
      title: document.title,
      lang: document.documentElement.lang || 'en',
    };
  } finally {
    if (member) useSessionStore.getState().endSession();
    root.unmount();
    container.remove();
    router.dispose();
  }
}
