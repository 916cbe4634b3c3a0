import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutStore } from '../features/dev-view/layout-store';
import { apiFetch } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { answer, answerError, callsTo, server } from '../test/api';
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
    useLayoutStore.getState().reset();
    useSessionStore.setState({ isLoggedIn: false, token: null });
    localStorage.clear();
  });

  it('frames the page with header, main content and footer', async () => {
    renderRoutes(routes, '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    // The footer comes with the page, in its first render (a #hash near it lands right).
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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
    server.use(answerError('get', '/user/info', 401, 'expired'));
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
    server.use(answer('post', '/analytics/events', { accepted: 1 }, { status: 202 }));
    const { router } = renderRoutes(routes, '/');
    await act(() => router.navigate('/login?x=1'));
    const bodies = () =>
      callsTo('/analytics/events', 'post').map((call) => JSON.stringify(call.body));
    await vi.waitFor(() => {
      expect(bodies().some((body) => body.includes('"path":"/"'))).toBe(true);
      expect(bodies().some((body) => body.includes('"path":"/login?x=1"'))).toBe(true);
    });
  });
});
