import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutStore } from '../features/dev-view/layout-store';
import { apiFetch } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { renderRoutes } from '../test/render-with-providers';
import { RootLayout } from './root-layout';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
];

describe('RootLayout', () => {
  beforeEach(() => {
    localStorage.setItem('analytics-consent', 'denied');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useLayoutStore.getState().reset();
    useSessionStore.setState({ isLoggedIn: false, token: null });
    localStorage.clear();
  });

  it('frames the page with header, main content and footer', async () => {
    renderRoutes(routes, '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    // The footer's code loads right after the shell.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves out the header and footer the developer view switched off', () => {
    useLayoutStore.getState().setVisible('header', false);
    useLayoutStore.getState().setVisible('footer', false);
    renderRoutes(routes, '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
  });

  it('ends the session and goes to /login when the API answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'expired' }), { status: 401 })),
    );
    document.cookie = 'access_token=token; Path=/';
    useSessionStore.setState({ isLoggedIn: true, token: 'token' });
    const { router } = renderRoutes(routes, '/');
    await act(async () => {
      await apiFetch('/user/info').catch(() => {});
    });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('reports each route change as a page view once consent is given', async () => {
    localStorage.setItem('analytics-consent', 'granted');
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoutes(routes, '/');
    await act(() => router.navigate('/login?x=1'));
    const bodies = fetch.mock.calls
      .map((call: unknown[]) => (call[1] as RequestInit | undefined)?.body)
      .filter((body): body is string => typeof body === 'string');
    expect(bodies.some((body) => body.includes('"path":"/"'))).toBe(true);
    expect(bodies.some((body) => body.includes('"path":"/login?x=1"'))).toBe(true);
  });
});
