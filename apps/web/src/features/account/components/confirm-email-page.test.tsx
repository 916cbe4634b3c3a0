import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, api, apiCalls, apiError, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { ConfirmEmailPage } from './confirm-email-page';

beforeEach(() => {
  useSessionStore.getState().endSession();
});

/** Links are single-use and remembered per page load, so every test uses its own. */
let tokenCount = 0;
const nextToken = () => `confirm-token-${(tokenCount += 1)}`;

function renderConfirm(search: string) {
  return renderRoutes(
    [
      {
        path: '/confirm-email',
        element: (
          <StrictMode>
            <ConfirmEmailPage />
          </StrictMode>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    `/confirm-email${search}`,
  );
}

const confirmed = { message: 'Your e-mail address has been confirmed.', code: 'EMAIL_CONFIRMED' };

describe('ConfirmEmailPage', () => {
  it('shows the invalid-link state without a token and calls nothing', () => {
    renderConfirm('');
    expect(screen.getByRole('heading', { name: 'Invalid link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing confirmation link.')).toBeInTheDocument();
    expect(screen.getByText('No confirmation token provided.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(apiCalls()).toEqual([]);
  });

  it('confirms the token exactly once, even in StrictMode and after a remount', async () => {
    const token = nextToken();
    server.use(answer('post', '/confirm-email', confirmed));
    const { unmount } = renderConfirm(`?token=${token}`);
    expect(screen.getByText('Confirming your e-mail address…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    expect(screen.getByText('Your e-mail address has been confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    unmount();

    renderConfirm(`?token=${token}`);
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(apiCalls()).toHaveLength(1);
    const calls = callsTo('/confirm-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ token });
  });

  it('leads a signed-in user back to Account Settings', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(answer('post', '/confirm-email', confirmed));
    renderConfirm(`?token=${nextToken()}`);
    expect(await screen.findByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it("goes out with the session's token", async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(answer('post', '/confirm-email', confirmed));
    renderConfirm(`?token=${nextToken()}`);
    await screen.findByRole('heading', { name: 'E-mail address confirmed' });
    const [call] = callsTo('/confirm-email');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('signed in as another account: says so, logs out and comes back through the login', async () => {
    useSessionStore.getState().startSession('token-other');
    const token = nextToken();
    server.use(
      answerError(
        'post',
        '/confirm-email',
        403,
        'This link confirms the address of another account. Log out and log in with the account of that address.',
        { code: 'EMAIL_CONFIRMATION_OTHER_ACCOUNT' },
      ),
      answer('post', '/logout', { message: 'You have been logged out.', code: 'LOGGED_OUT' }),
    );
    const { unmount } = renderConfirm(`?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
    expect(
      screen.getByText(
        'This link confirms the address of another account. Log out and log in with the account of that address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Account Settings' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out and use another account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(`/confirm-email?token=${token}`)}`,
    );
    expect(callsTo('/logout')).toHaveLength(1);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    unmount();

    // Logged in with the link's own account, the page asks again: the refusal spent nothing.
    useSessionStore.getState().startSession('token-owner');
    server.use(answer('post', '/confirm-email', confirmed));
    renderConfirm(`?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    expect(callsTo('/confirm-email')).toHaveLength(2);
  });

  it.each([
    [
      () =>
        apiError(400, 'This confirmation link is invalid or has already been used.', {
          code: 'EMAIL_CONFIRMATION_INVALID',
        }),
      'This confirmation link is invalid or has already been used.',
    ],
    [
      () =>
        apiError(400, 'This confirmation link has expired. Please ask for a new one.', {
          code: 'EMAIL_CONFIRMATION_EXPIRED',
        }),
      'This confirmation link has expired. Log in and ask for a new one in Account Settings.',
    ],
    // A malformed token, refused by the request's schema without a code.
    [
      () => apiError(400, 'token: Too big'),
      'This confirmation link is invalid or has already been used.',
    ],
    [
      () =>
        apiError(429, 'Too many attempts. Please wait 42 seconds and try again.', {
          code: 'RATE_LIMITED',
          params: { seconds: '42' },
        }),
      'Too many attempts. Please wait 42 seconds and try again.',
    ],
    [
      () => apiError(500, 'Boom'),
      'Your e-mail address could not be confirmed. Please try again later.',
    ],
  ])('shows why the link failed (%#)', async (response, shown) => {
    server.use(http.post(api('/confirm-email'), response));
    renderConfirm(`?token=${nextToken()}`);
    expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
  });
});
