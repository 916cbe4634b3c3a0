import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { clearChunkReloadMark, setPendingUrlSource } from '../lib/lazy-reload';
import { lazyRoute } from '../lib/lazy-route';
import { RequireAuth } from '../components/require-auth';
import { routePaths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/**
 * The route table of spec part 1 §2 and part 2 §2. Every page is its own chunk (lazy), so the
 * first load only fetches the shell and the page at hand; lazyRoute also fetches the texts
 * (i18n namespaces) the page needs, gives up after CHUNK_LOAD_TIMEOUT_MS, and reloads the page
 * once when a chunk is gone after a new deployment (lib/lazy-route).
 */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads on a cold start.
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Public.
      { index: true, lazy: lazyRoute(() => import('./routes/home')) },
      {
        path: routePaths['tool-description'],
        lazy: lazyRoute(() => import('./routes/tool-description'), ['docs']),
      },
      { path: routePaths.login, lazy: lazyRoute(() => import('./routes/login'), ['auth']) },
      { path: routePaths.register, lazy: lazyRoute(() => import('./routes/register'), ['auth']) },
      {
        path: routePaths['reset-password'],
        lazy: lazyRoute(() => import('./routes/reset-password'), ['auth']),
      },
      {
        path: routePaths['privacy-policy'],
        lazy: lazyRoute(() => import('./routes/privacy-policy'), ['legal']),
      },
      {
        path: routePaths.impressum,
        lazy: lazyRoute(() => import('./routes/impressum'), ['legal']),
      },
      // A report its owner shared by link: readable without login.
      {
        path: routePaths['shared-report'],
        lazy: lazyRoute(() => import('./routes/shared-report'), ['reports', 'matching']),
      },
      // An offer answered through the link of its mail, by a provider without an account.
      {
        path: routePaths['offer-answer'],
        lazy: lazyRoute(() => import('./routes/offer-answer'), ['offers', 'matching', 'catalogue']),
      },
      // Login required.
      {
        element: <RequireAuth />,
        children: [
          // Opened from a mail: only the session of the address's own account confirms it.
          {
            path: routePaths['confirm-email'],
            lazy: lazyRoute(() => import('./routes/confirm-email'), ['account']),
          },
          { path: routePaths.main, lazy: lazyRoute(() => import('./routes/dev-view'), ['dev']) },
          {
            path: routePaths['dynamic-component'],
            lazy: lazyRoute(() => import('./routes/dynamic-component'), ['dev']),
          },
          { path: routePaths.hello, lazy: lazyRoute(() => import('./routes/hello'), ['dev']) },
          {
            path: routePaths.companies,
            lazy: lazyRoute(() => import('./routes/companies'), ['dev']),
          },
          { path: routePaths.tool, lazy: lazyRoute(() => import('./routes/tool')) },
          {
            path: routePaths.stepper,
            lazy: lazyRoute(() => import('./routes/stepper'), ['matching']),
            children: [
              { index: true, element: <Navigate to={routePaths['company-data']} replace /> },
              {
                path: 'company-data',
                lazy: lazyRoute(
                  () => import('./routes/stepper-company-data'),
                  ['matching', 'catalogue'],
                ),
              },
              {
                path: 'food-surplus',
                lazy: lazyRoute(
                  () => import('./routes/stepper-food-surplus'),
                  ['matching', 'catalogue'],
                ),
              },
              {
                path: 'solutions',
                lazy: lazyRoute(
                  () => import('./routes/stepper-solutions'),
                  ['matching', 'catalogue'],
                ),
              },
            ],
          },
          {
            path: routePaths['solution-details'],
            // 'providers': the Provider Companies card, which would otherwise ask for it later.
            lazy: lazyRoute(
              () => import('./routes/solution-details'),
              ['matching', 'catalogue', 'providers'],
            ),
          },
          {
            path: routePaths.LCAStepperView,
            lazy: lazyRoute(() => import('./routes/lca-stepper'), ['analysis']),
            children: [
              { index: true, lazy: lazyRoute(() => import('./routes/lca-index'), ['analysis']) },
              {
                path: 'lifecycle-stage',
                lazy: lazyRoute(() => import('./routes/lca-lifecycle-stage'), ['analysis']),
              },
              {
                path: 'solution',
                lazy: lazyRoute(() => import('./routes/lca-solution'), ['analysis', 'catalogue']),
              },
              {
                path: 'provider',
                lazy: lazyRoute(() => import('./routes/lca-provider'), ['analysis', 'providers']),
              },
              {
                path: 'transport',
                lazy: lazyRoute(() => import('./routes/lca-transport'), ['analysis']),
              },
              {
                path: 'report',
                lazy: lazyRoute(() => import('./routes/lca-report'), ['analysis', 'catalogue']),
              },
            ],
          },
          {
            path: routePaths['account-settings'],
            lazy: lazyRoute(() => import('./routes/account-settings'), ['account']),
          },
          // The signed-in user's saved work.
          {
            path: routePaths['my-surpluses'],
            lazy: lazyRoute(() => import('./routes/my-surpluses'), ['surpluses', 'matching']),
          },
          {
            path: routePaths['my-reports'],
            lazy: lazyRoute(() => import('./routes/my-reports'), ['reports', 'matching']),
          },
          {
            path: routePaths['my-report'],
            lazy: lazyRoute(() => import('./routes/my-report'), ['reports', 'matching']),
          },
          {
            path: routePaths['my-impact'],
            lazy: lazyRoute(() => import('./routes/my-impact'), ['reports']),
          },
          // Offers of a surplus: the donor's, and the inbox of an organisation's provider entry.
          {
            path: routePaths['my-offers'],
            lazy: lazyRoute(
              () => import('./routes/my-offers'),
              ['offers', 'matching', 'catalogue'],
            ),
          },
          {
            path: routePaths['my-offer'],
            lazy: lazyRoute(() => import('./routes/my-offer'), ['offers', 'matching', 'catalogue']),
          },
          {
            path: routePaths['provider-offers'],
            lazy: lazyRoute(
              () => import('./routes/provider-offers'),
              ['offer-inbox', 'offers', 'matching', 'catalogue'],
            ),
          },
          {
            path: routePaths['provider-offer'],
            lazy: lazyRoute(
              () => import('./routes/provider-offer'),
              ['offer-inbox', 'offers', 'matching', 'catalogue'],
            ),
          },
          {
            path: routePaths['my-organisation'],
            lazy: lazyRoute(
              () => import('./routes/my-organisation'),
              ['provider-entry', 'matching', 'catalogue'],
            ),
          },
          // The operator console: the layout checks the admin role before any page asks the API.
          {
            path: routePaths.admin,
            lazy: lazyRoute(() => import('./routes/admin'), ['admin']),
            children: [
              {
                index: true,
                lazy: lazyRoute(() => import('./routes/admin-figures'), ['admin', 'catalogue']),
              },
              {
                // Food groups and business categories are named in the interface language; each
                // entry is shown as the users' provider card.
                path: 'providers',
                lazy: lazyRoute(
                  () => import('./routes/admin-providers'),
                  ['admin', 'catalogue', 'providers'],
                ),
              },
              {
                // Food groups are named in the catalogue's words.
                path: 'gaps',
                lazy: lazyRoute(() => import('./routes/admin-gaps'), ['admin', 'catalogue']),
              },
              {
                // Solutions are grouped by their category, named in the interface language.
                path: 'catalogue',
                lazy: lazyRoute(() => import('./routes/admin-catalogue'), ['admin', 'catalogue']),
              },
              {
                path: 'users',
                lazy: lazyRoute(() => import('./routes/admin-users'), ['admin']),
              },
              {
                path: 'audit',
                lazy: lazyRoute(() => import('./routes/admin-audit'), ['admin']),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: '/tool' });
  // A failed chunk during a navigation reloads into the page being opened.
  setPendingUrlSource(() => {
    const pending = router.state.navigation.location;
    return pending ? router.createHref(pending) : null;
  });
  // A page that loaded completely lets the next failed chunk reload the page by itself again.
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) {
      clearChunkReloadMark();
    }
  });
  return router;
}
