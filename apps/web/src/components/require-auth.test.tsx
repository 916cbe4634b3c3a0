import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { renderRoutes } from '../test/render-with-providers';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>Login at {`${location.pathname}${location.search}`}</p>;
}

// A reduced copy of src/app/router.tsx: the guard between the shell and a protected page.
const routes = [
  {
    element: <Outlet />,
    children: [
      { path: '/login', element: <LoginProbe /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/account-settings', element: <p>Account settings page</p> }],
      },
    ],
  },
];

describe('RequireAuth', () => {
  afterEach(() => useSessionStore.setState({ isLoggedIn: false, token: null }));

  it('sends a visitor to /login with the full path as redirect query', async () => {
    const { router } = renderRoutes(routes, '/account-settings?x=1#y');
    expect(await screen.findByText(/Login at/)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Faccount-settings%3Fx%3D1%23y',
    );
  });

  it('shows the page to a logged-in user', async () => {
    useSessionStore.getState().startSession('token');
    renderRoutes(routes, '/account-settings');
    expect(await screen.findByText('Account settings page')).toBeInTheDocument();
  });

  it('ends a session whose cookie is gone and says it expired, with the way back', async () => {
    useSessionStore.getState().startSession('token');
    // The cookie expired (or was removed) while the tab stayed open.
    document.cookie = 'access_token=; Max-Age=0; Path=/';
    const { router } = renderRoutes(routes, '/account-settings?x=1');
    expect(await screen.findByText(/Login at/)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Faccount-settings%3Fx%3D1&expired=1',
    );
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });
});
