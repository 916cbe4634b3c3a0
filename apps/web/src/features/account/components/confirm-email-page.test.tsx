import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  requestBody,
  stubFetch,
  type FetchMock,
} from '../../../test/fetch-mock';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { ConfirmEmailPage } from './confirm-email-page';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
  useSessionStore.getState().endSession();
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms the token exactly once, even in StrictMode and after a remount', async () => {
    const token = nextToken();
    fetchMock.mockResolvedValue(jsonResponse(confirmed));
    const { unmount } = renderConfirm(`?token=${token}`);
    expect(screen.getByText('Confirming your e-mail address…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    expect(screen.getByText('Your e-mail address has been confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    unmount();

    renderConfirm(`?token=${token}`);
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const calls = callsTo(fetchMock, '/confirm-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(requestBody(calls[0])).toEqual({ token });
  });

  it('leads a signed-in user back to Account Settings', async () => {
    useSessionStore.getState().startSession('token-abc');
    fetchMock.mockResolvedValueOnce(jsonResponse(confirmed));
    renderConfirm(`?token=${nextToken()}`);
    expect(await screen.findByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it("goes out with the session's token", async () => {
    useSessionStore.getState().startSession('token-abc');
    fetchMock.mockResolvedValueOnce(jsonResponse(confirmed));
    renderConfirm(`?token=${nextToken()}`);
    await screen.findByRole('heading', { name: 'E-mail address confirmed' });
    const [call] = callsTo(fetchMock, '/confirm-email');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('signed in as another account: says so, logs out and comes back through the login', async () => {
    useSessionStore.getState().startSession('token-other');
    const token = nextToken();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/confirm-email')
        ? errorResponse(
            403,
            'This link confirms the address of another account. Log out and log in with the account of that address.',
            { code: 'EMAIL_CONFIRMATION_OTHER_ACCOUNT' },
          )
        : jsonResponse({ message: 'You have been logged out.', code: 'LOGGED_OUT' }),
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
    expect(callsTo(fetchMock, '/logout')).toHaveLength(1);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    unmount();

    // Logged in with the link's own account, the page asks again: the refusal spent nothing.
    useSessionStore.getState().startSession('token-owner');
    fetchMock.mockResolvedValueOnce(jsonResponse(confirmed));
    renderConfirm(`?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    expect(callsTo(fetchMock, '/confirm-email')).toHaveLength(2);
  });

  it.each([
    [
      errorResponse(400, 'This confirmation link is invalid or has already been used.', {
        code: 'EMAIL_CONFIRMATION_INVALID',
      }),
      'This confirmation link is invalid or has already been used.',
    ],
    [
      errorResponse(400, 'This confirmation link has expired. Please ask for a new one.', {
        code: 'EMAIL_CONFIRMATION_EXPIRED',
      }),
      'This confirmation link has expired. Log in and ask for a new one in Account Settings.',
    ],
    // A malformed token, refused by the request's schema without a code.
    [
      errorResponse(400, 'token: Too big'),
      'This confirmation link is invalid or has already been used.',
    ],
    [
      errorResponse(429, 'Too many attempts. Please wait 42 seconds and try again.', {
        code: 'RATE_LIMITED',
        params: { seconds: '42' },
      }),
      'Too many attempts. Please wait 42 seconds and try again.',
    ],
    [
      errorResponse(500, 'Boom'),
      'Your e-mail address could not be confirmed. Please try again later.',
    ],
  ])('shows why the link failed (%#)', async (response, shown) => {
    fetchMock.mockResolvedValueOnce(response);
    renderConfirm(`?token=${nextToken()}`);
    expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
