import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { NavigationProgress } from '../components/navigation-progress';
import { OptionalPart } from '../components/optional-part';
import { PageLoader } from '../components/page-loader';
import { useDroppedStores } from '../stores/dropped-stores';
import { useRememberToolPath } from '../stores/last-tool-path';
import { ConsentBanner } from '../features/analytics-consent/consent-banner';
import { useLayoutStore } from '../features/dev-view/layout-store';
import { initAnalytics, trackPageView } from '../lib/analytics';
import { MAIN_ID } from '../lib/landmarks';
import { watchUserInteraction } from '../lib/page-focus';
import { afterPaint } from '../lib/after-paint';
import { arrivedAsWholePage } from '../lib/prerendered-arrival';
import { withChunkTimeout } from '../lib/lazy-import';
import { publicConfigQuery } from '../lib/public-config-query';
import { useExpireOnUnauthorized, useSettleSignOut } from '../hooks/use-logout';
import classes from './root-layout.module.css';
import { RestoreScroll } from './restore-scroll';
import { ServiceStatus } from './service-status';

// The chatbot's code loads after the page, in its own chunk, with the reader of the user's
// entries it sends along (which brings the stepper's and the analysis's stores).
const ChatWindow = lazy(() =>
  withChunkTimeout(() =>
    Promise.all([import('../features/chatbot/components/chat-window'), import('./chat-context')]),
  ).then(([chat, context]) => ({
    default: function ChatWithUserInputs() {
      return <chat.ChatWindow readUserInputs={context.readChatUserInputs} />;
    },
  })),
);

// Rare (saved entries of another version that could not be read): its code loads only then.
const StorageResetNotice = lazy(() =>
  import('../components/storage-reset-notice').then((m) => ({ default: m.StorageResetNotice })),
);

let analyticsStarted = false;

/**
 * Every route change is a page view (spec part 1 §2); analytics itself waits for consent, and its
 * set-up (which reads the public config) for the first page on screen.
 */
function usePageViews() {
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      afterPaint(() => {
        if (analyticsStarted) return;
        analyticsStarted = true;
        void initAnalytics(() => queryClient.fetchQuery(publicConfigQuery));
      }),
    [queryClient],
  );
  useEffect(() => {
    const path = `${pathname}${search}`;
    // StrictMode runs effects twice in development; one visit is one page view.
    if (lastTracked.current === path) return;
    lastTracked.current = path;
    trackPageView(path);
  }, [pathname, search]);
}

function focusMain() {
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}

/**
 * The chatbot's launcher and window (fixed over the page: nothing moves when they come). On a page
 * that arrived with its boot view it comes once the page's first content is on screen, so the
 * page shows without waiting for its code; a pre-rendered public page already shows it, so there
 * the app renders it at once and takes over the view in one piece. Its own flag makes its arrival
 * render only it, not the shell and the page. Code that cannot be loaded leaves it out, not the page.
 */
function ShellPart({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(arrivedAsWholePage);
  useEffect(() => afterPaint(() => setShown(true)), []);
  return shown ? (
    <OptionalPart>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  ) : null;
}

/** The page shell around every route: header, main content, footer and the consent banner. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const visible = useLayoutStore((s) => s.visible);
  const storesDropped = useDroppedStores((s) => s.names.length > 0);
  usePageViews();
  useExpireOnUnauthorized();
  useSettleSignOut();
  // A step's heading takes the focus on a step change the user made, not on a page load.
  useEffect(watchUserInteraction, []);
  // The header's Tool link leads back to the tool page the user left.
  useRememberToolPath();

  return (
    <div className={classes.shell}>
      <button type="button" className={classes.skipLink} onClick={focusMain}>
        {t('skipToContent')}
      </button>
      {/* First in the Tab order (after the skip link), drawn at the foot of the page (its CSS). */}
      <ConsentBanner />
      <NavigationProgress />
      {/*
        Scroll on navigation (spec part 1 §2): back/forward and a reload return to where the
        history entry was left, else a #hash jumps to its element (kept clear of the sticky header
        by its CSS scroll-margin-top), else the page starts at the top. The route's loader has
        brought the page's data before it renders, so the page is as tall as it was.
      */}
      <RestoreScroll />
      {visible.header && <Header />}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {/* 'The service cannot be reached' with a retry, when the API does not answer. */}
        <ServiceStatus />
        {storesDropped && (
          <Suspense fallback={null}>
            <StorageResetNotice />
          </Suspense>
        )}
        {/* Parts of pages that load their code lazily (maps, charts, named views) wait here. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {visible.footer && <Footer />}
      {visible.chatbot && (
        <ShellPart>
          <ChatWindow />
        </ShellPart>
      )}
    </div>
  );
}
