import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RequireAuth } from '../components/require-auth';
import { routePaths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/**
 * The route table of spec part 1 §2 and part 2 §2. Every page is its own chunk (lazy), so the
 * first load only fetches the shell and the page at hand.
 */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads on a cold start.
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Public.
      { index: true, lazy: () => import('./routes/home') },
      { path: routePaths['tool-description'], lazy: () => import('./routes/tool-description') },
      { path: routePaths.login, lazy: () => import('./routes/login') },
      { path: routePaths.register, lazy: () => import('./routes/register') },
      { path: routePaths['reset-password'], lazy: () => import('./routes/reset-password') },
      { path: routePaths['privacy-policy'], lazy: () => import('./routes/privacy-policy') },
      { path: routePaths.impressum, lazy: () => import('./routes/impressum') },
      // Login required.
      {
        element: <RequireAuth />,
        children: [
          { path: routePaths.main, lazy: () => import('./routes/dev-view') },
          {
            path: routePaths['dynamic-component'],
            lazy: () => import('./routes/dynamic-component'),
          },
          { path: routePaths.hello, lazy: () => import('./routes/hello') },
          { path: routePaths.companies, lazy: () => import('./routes/companies') },
          { path: routePaths.tool, lazy: () => import('./routes/tool') },
          {
            path: routePaths.stepper,
            lazy: () => import('./routes/stepper'),
            children: [
              { index: true, element: <Navigate to={routePaths['company-data']} replace /> },
              { path: 'company-data', lazy: () => import('./routes/stepper-company-data') },
              { path: 'food-surplus', lazy: () => import('./routes/stepper-food-surplus') },
              { path: 'solutions', lazy: () => import('./routes/stepper-solutions') },
            ],
          },
          { path: routePaths['solution-details'], lazy: () => import('./routes/solution-details') },
          {
            path: routePaths.LCAStepperView,
            lazy: () => import('./routes/lca-stepper'),
            children: [
              { index: true, lazy: () => import('./routes/lca-index') },
              { path: 'lifecycle-stage', lazy: () => import('./routes/lca-lifecycle-stage') },
              { path: 'solution', lazy: () => import('./routes/lca-solution') },
              { path: 'provider', lazy: () => import('./routes/lca-provider') },
              { path: 'transport', lazy: () => import('./routes/lca-transport') },
              { path: 'report', lazy: () => import('./routes/lca-report') },
            ],
          },
          { path: routePaths['account-settings'], lazy: () => import('./routes/account-settings') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/tool' });
}
