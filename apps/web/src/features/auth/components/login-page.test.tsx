import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { startDraftSync } from '../../../stores/draft-sync';
import { useSessionStore } from '../../../stores/session-store';
import { initialStepperData } from '../../../stores/stepper-data';
import { STEPPER_STORAGE_VERSION, useStepperStore } from '../../../stores/stepper-store';
import {
  answer,
  answerError,
  answerNetworkError,
  api,
  apiCalls,
  apiError,
  callsTo,
  server,
} from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { LoginPage } from './login-page';

beforeEach(() => {
  // After a login the account is read for its language: English, as the page is, by default.
  server.use(answer('get', '/user/info', { email: 'anna@example.com', roles: [], language: 'en' }));
  useSessionStore.getState().endSession();
});
afterEach(async () => {
  localStorage.removeItem('language');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const loginAnswer = {
  access_token: 'token-123',
  token_type: 'bearer',
  expires_in: 36000,
  ga_user_id: 'ga-7',
};
/** POST /login answers `loginAnswer`. */
const loginSucceeds = () => server.use(answer('post', '/login', loginAnswer));
/** A handler of POST /login refusing the credentials. */
const loginRefused = (coded: { code?: string } = {}) =>
  answerError('post', '/login', 401, 'Incorrect email or password.', coded);

function renderLogin(route = '/login') {
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    route,
  );
  return { ...view, user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('logs in, stores the token cookie and goes to the redirect target', async () => {
    loginSucceeds();
    const { user } = renderLogin('/login?redirect=%2Fsolution%2F42%3Ftab%3D1');

    await user.type(screen.getByLabelText(/^Email/), ' anna@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent('/solution/42?tab=1');
    const [call] = callsTo('/login');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ email: 'anna@example.com', password: 'secret-pass' });
    expect(document.cookie).toContain('access_token=token-123');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, gaUserId: 'ga-7' });
  });

  it('opens the next page in the language kept on the account, and keeps it here', async () => {
    server.use(
      answer('post', '/login', loginAnswer),
      answer('get', '/user/info', { email: 'anna@example.com', language: 'sl' }),
    );
    const { user } = renderLogin('/login?redirect=%2Fmy-reports');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-reports');
    // Already switched when the next page shows.
    expect(i18n.language).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(localStorage.getItem('language')).toBe('sl');
  });

  it('says the session expired, in an alert, and returns to the page after login', async () => {
    loginSucceeds();
    const { user } = renderLogin('/login?redirect=%2Fstepper%2Ffood-surplus&expired=1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
  });

  it('does not speak of an expired session on a plain visit', () => {
    renderLogin('/login');
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(screen.queryByText(/account of this address/)).not.toBeInTheDocument();
  });

  it('says which account to use when it comes from a confirmation link, and goes back to it', async () => {
    loginSucceeds();
    const { user } = renderLogin('/login?redirect=%2Fconfirm-email%3Ftoken%3Dabc');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Log in with the account of this address to confirm it.',
    );
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/confirm-email?token=abc');
  });

  it('goes to /tool without a redirect query and ignores targets outside the app', async () => {
    loginSucceeds();
    const { user } = renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/tool$/);
  });

  it('shows the server message when the login fails', async () => {
    server.use(loginRefused());
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('access_token=');
  });

  it('leaves the 401 of a wrong password to the form: it ends no session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(loginRefused());
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(onUnauthorized).not.toHaveBeenCalled();
    setUnauthorizedHandler(() => {});
  });

  it('shows only the latest error: a new attempt takes the last one away', async () => {
    server.use(loginRefused());
    const { user } = renderLogin();
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    await user.type(email, 'anna@example.com');
    await user.type(password, 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');

    // Submitted without a password: only the field's message.
    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password is required',
    ]);

    // A reset asked for without an e-mail: only that message.
    await user.type(password, 'wrong-again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your email first.',
    ]);
  });

  it('drops the expired-session notice once the user tries again', async () => {
    server.use(loginRefused());
    const { user } = renderLogin('/login?expired=1');
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired.');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('falls back to its own text when the server gives no message', async () => {
    server.use(answerNetworkError('post', '/login'));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('requires email and password before calling the API', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('asks for the email first when the password is forgotten', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Please enter your email first.')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('requests a reset link and reports success or the failure', async () => {
    // The first request is sent, the second meets the rate limit, the third a broken network.
    server.use(
      answer(
        'post',
        '/reset-password',
        { message: 'If the account exists, a link was sent.' },
        { once: true },
      ),
      answerError('post', '/reset-password', 429, 'Too many attempts.', {}, { once: true }),
      answerNetworkError('post', '/reset-password'),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });

    await user.click(forgot);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset link sent. Check your email.',
    );
    expect(callsTo('/reset-password')[0]?.body).toEqual({
      email: 'anna@example.com',
    });
    await user.click(forgot);
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
    await user.click(forgot);
    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
    expect(apiCalls()).toEqual([
      'POST /reset-password',
      'POST /reset-password',
      'POST /reset-password',
    ]);
  });

  it('ignores a fragment without a well-formed token', () => {
    renderLogin('/login#access_token=not-a-jwt');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('offers to continue when already logged in, and follows a redirect query at once', async () => {
    useSessionStore.getState().startSession('existing-token');
    const { user, unmount } = renderLogin();
    expect(screen.getByText('You are already logged in')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/tool$/);
    unmount();

    renderLogin('/login?redirect=%2Faccount-settings');
    expect(await screen.findByTestId('location')).toHaveTextContent('/account-settings');
  });

  it('lets a logged-in visitor log out to use another account', async () => {
    useSessionStore.getState().startSession('existing-token');
    server.use(answer('post', '/logout', { message: 'You have been logged out.' }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log out and use another account' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });
});

describe('LoginPage with a sign-in link', () => {
  /** An unsigned JWT with the given subject (the client never verifies tokens). */
  function tokenFor(sub: string): string {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9_999_999_999 })}.sig`;
  }
  const ATTACKER = tokenFor('user-b');
  const VICTIM = tokenFor('user-a');
  const linkTo = (token: string) =>
    `/login#access_token=${token}&ga_user_id=ga-9&redirect=%2Faccount-settings`;

  /** Answers GET /user/info by the token it carries, POST /logout with 200. */
  function answerAccounts(accounts: Record<string, string | number>) {
    server.use(
      answer('post', '/logout', { message: 'You have been logged out.' }),
      http.get(api('/user/info'), ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        const account = accounts[auth.replace(/^Bearer /, '')];
        if (typeof account === 'number') return apiError(account, 'Not authenticated.');
        if (account === undefined) return apiError(401, 'Not authenticated.');
        return HttpResponse.json({ email: account, roles: [], language: 'en' });
      }),
    );
  }
  const authorizationOf = (call: { headers: Headers } | undefined) =>
    call?.headers.get('Authorization');

  it('asks before signing in, naming the account, and only Continue starts the session', async () => {
    answerAccounts({ [ATTACKER]: 'b@example.com' });
    const { user } = renderLogin(linkTo(ATTACKER));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with a link' });
    expect(dialog).toHaveTextContent('Sign in as b@example.com?');
    expect(dialog).not.toHaveTextContent('You are signed in as');
    // The link's token was asked about, without becoming the session.
    expect(authorizationOf(callsTo('/user/info')[0])).toBe(`Bearer ${ATTACKER}`);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('access_token=');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account-settings');
    expect(document.cookie).toContain(`access_token=${ATTACKER}`);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, gaUserId: 'ga-9' });
  });

  it('names both accounts when another one is signed in, and Cancel keeps it', async () => {
    useSessionStore.getState().startSession(VICTIM, 'ga-a');
    answerAccounts({ [ATTACKER]: 'b@example.com', [VICTIM]: 'a@example.com' });
    const { user, router } = renderLogin(linkTo(ATTACKER));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'You are signed in as a@example.com. This link signs in as b@example.com.',
    );
    expect(dialog).toHaveTextContent('Sign in as b@example.com?');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(document.cookie).toContain(`access_token=${VICTIM}`);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, gaUserId: 'ga-a' });
    expect(callsTo('/logout')).toHaveLength(0);
    expect(screen.getByText('You are already logged in')).toBeInTheDocument();
  });

  it('on Continue, logs the other account out on the server first, then switches', async () => {
    useSessionStore.getState().startSession(VICTIM, 'ga-a');
    answerAccounts({ [ATTACKER]: 'b@example.com', [VICTIM]: 'a@example.com' });
    const { user } = renderLogin(linkTo(ATTACKER));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account-settings');
    const [logout] = callsTo('/logout');
    expect(logout?.method).toBe('POST');
    expect(authorizationOf(logout)).toBe(`Bearer ${VICTIM}`);
    expect(document.cookie).toContain(`access_token=${ATTACKER}`);
  });

  it('is used from the keyboard: Cancel has the focus, Escape keeps the session', async () => {
    useSessionStore.getState().startSession(VICTIM);
    answerAccounts({ [ATTACKER]: 'b@example.com', [VICTIM]: 'a@example.com' });
    const { user } = renderLogin(linkTo(ATTACKER));
    await screen.findByRole('dialog');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`access_token=${VICTIM}`);
  });

  it('says an invalid or expired link is so, and keeps the current session', async () => {
    useSessionStore.getState().startSession(VICTIM);
    answerAccounts({ [ATTACKER]: 401, [VICTIM]: 'a@example.com' });
    const { user } = renderLogin(linkTo(ATTACKER));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is invalid or has expired.',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(document.cookie).toContain(`access_token=${VICTIM}`);
  });
});

describe('LoginPage and the user’s draft', () => {
  /** An unsigned JWT with the given subject (the client never verifies tokens). */
  function tokenFor(sub: string): string {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9_999_999_999 })}.sig`;
  }

  it('brings the saved entries back before it shows the next page', async () => {
    const stop = startDraftSync();
    localStorage.clear();
    useStepperStore.getState().resetStepper();
    const state = initialStepperData();
    state.wasteInfo.surplusName = 'Brot vom Vortag';
    let answerDraft: () => void = () => {};
    server.use(
      answer('post', '/login', { ...loginAnswer, access_token: tokenFor('u-1') }),
      http.get(api('/me/draft'), async () => {
        await new Promise<void>((resolve) => (answerDraft = resolve));
        return HttpResponse.json({
          data: { format: 1, parts: { stepper: { version: STEPPER_STORAGE_VERSION, state } } },
          updated_at: '2026-03-01T10:00:00.000Z',
        });
      }),
      answer('get', '/me/surpluses', { surpluses: [] }),
      answer('get', '/user/info', { email: 'anna@example.com', language: 'en' }),
    );
    try {
      const { user } = renderLogin('/login?redirect=%2Fstepper%2Ffood-surplus');
      await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
      await vi.waitFor(() => expect(callsTo('/me/draft')).toHaveLength(1));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      answerDraft();
      expect(await screen.findByTestId('location')).toHaveTextContent('/stepper/food-surplus');
      expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Brot vom Vortag');
    } finally {
      stop();
    }
  });
});

describe('LoginPage in German', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  /** Logs in by the inputs themselves: their labels are German here. */
  async function submitLogin(user: ReturnType<typeof userEvent.setup>) {
    await user.type(document.getElementById('login-email')!, 'anna@example.com');
    await user.type(document.querySelector('input[type="password"]')!, 'wrong{Enter}');
  }

  it('shows a coded server answer in German', async () => {
    server.use(loginRefused({ code: 'LOGIN_FAILED' }));
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
  });

  it('shows the server message for an unknown code and for none', async () => {
    // The first try meets a locked account, the second a wrong password.
    server.use(
      answerError(
        'post',
        '/login',
        401,
        'Account locked.',
        { code: 'ACCOUNT_LOCKED' },
        { once: true },
      ),
      loginRefused(),
    );
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked.');
    await user.type(document.querySelector('input[type="password"]')!, '{Enter}');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
  });

  it('shows the wait of a coded rate limit in German', async () => {
    server.use(
      answerError(
        'post',
        '/login',
        429,
        'Too many attempts. Please wait 42 seconds and try again.',
        {
          code: 'RATE_LIMITED',
          params: { seconds: '42' },
        },
      ),
    );
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie 42 Sekunden und versuchen Sie es erneut.',
    );
  });
});
