import '../lib/i18n';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

/** A query client as the tests use it: no retries. Seed it with setQueryData before rendering. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface RenderOptions {
  /** The client to render with (e.g. one seeded with answers); a new one when omitted. */
  queryClient?: QueryClient;
}

/** Renders UI with the app's providers; Mantine in test mode (no transitions, no portals). */
export function renderWithProviders(
  ui: ReactNode,
  { queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}

/** Renders a route table in a memory router at the given entry; returns the router too. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/', options?: RenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = renderWithProviders(<RouterProvider router={router} />, options);
  return { router, ...view };
}
