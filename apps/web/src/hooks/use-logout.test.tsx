import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { apiFetch } from '../lib/api-client';
import { endSession, startSession } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';
import { readWorkOwner } from '../stores/work-owner';
import { http, HttpResponse } from 'msw';
import {
  answer,
  answerError,
  answerNetworkError,
  api,
  apiCalls,
  callsTo,
  server,
} from '../test/api';
import { LocationProbe } from '../test/location-probe';
import { renderRoutes } from '../test/render-with-providers';
import { useExpireOnUnauthorized, useLogout, useSettleSignOut } from './use-logout';

/** An unsigned JWT with the given subject (the client never verifies tokens). */
function tokenFor(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9_999_999_999 })}.sig`;
}

function Shell() {
  useExpireOnUnauthorized();
  useSettleSignOut();
  return <Outlet />;
}

function ToolPage() {
  const logout = useLogout();
  return (
    <>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
      <button type="button" onClick={() => void apiFetch('/me/surpluses').catch(() => undefined)}>
        Load
      </button>
    </>
  );
}

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/stepper/food-surplus', element: <ToolPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  endSession();
  // A session reads the account for its language: English, as the page is.
  server.use(answer('get', '/user/info', { email: 'anna@example.com', roles: [], language: 'en' }));
});

const cookieToken = () => /access_token=([^;]*)/.exec(document.cookie)?.[1];

describe('Logout', () => {
  it('ends the session on the server with its token, then removes it and goes to /login', async () => {
    const token = tokenFor('user-1');
    startSession(token);
    let cookieWhenCalled: string | undefined;
    server.use(
      http.post(api('/logout'), () => {
        cookieWhenCalled = cookieToken();
        return HttpResponse.json({ message: 'You have been logged out.', code: 'LOGGED_OUT' });
      }),
    );
    renderRoutes(routes, '/stepper/food-surplus');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    const [call] = callsTo('/logout');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(cookieWhenCalled).toBe(token);
    expect(cookieToken()).toBeUndefined();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it.each([
    ['the network fails', () => answerNetworkError('post', '/logout')],
    ['the server answers 401', () => answerError('post', '/logout', 401, 'Not authenticated.')],
  ])('logs out all the same when %s, without calling it an expired session', async (_, answer) => {
    startSession(tokenFor('user-1'));
    server.use(answer());
    renderRoutes(routes, '/stepper/food-surplus');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(cookieToken()).toBeUndefined();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    // A deliberate logout leaves no owner behind (the next login starts afresh).
    expect(readWorkOwner()).toBeNull();
  });
});

describe('a 401', () => {
  it('without a token, while the app believes it is signed in, ends the session as expired', async () => {
    startSession(tokenFor('user-1'));
    // The cookie expired (or was removed) under the open tab.
    document.cookie = 'access_token=; Max-Age=0; Path=/';
    server.use(answerError('get', '/me/surpluses', 401, 'Not authenticated.'));
    renderRoutes(routes, '/stepper/food-surplus');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login?redirect=%2Fstepper%2Ffood-surplus&expired=1',
    );
    const [sent] = callsTo('/me/surpluses');
    expect(sent).toBeDefined();
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    // The owner stays, so that the same user's entries come back at the next login.
    expect(readWorkOwner()).toBe('user-1');
  });

  it('of a visitor who never signed in here ends nothing', async () => {
    server.use(answerError('get', '/me/surpluses', 401, 'Not authenticated.'));
    const { router } = renderRoutes(routes, '/stepper/food-surplus');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await vi.waitFor(() => expect(apiCalls()).toContain('GET /me/surpluses'));
    expect(router.state.location.pathname).toBe('/stepper/food-surplus');
  });
});
