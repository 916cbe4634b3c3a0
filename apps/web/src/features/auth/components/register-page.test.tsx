import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { answer, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { useSessionStore } from '../../../stores/session-store';
import { emptyRegistrationForm, REGISTRATION_DRAFT_KEY } from '../hooks/use-registration-draft';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/** POST /register answers this. */
const registered = (body: Record<string, string>) => server.use(answer('post', '/register', body));

beforeEach(() => {
  useSessionStore.getState().endSession();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A complete draft, as if the visitor filled the form before a reload.
  sessionStorage.setItem(
    REGISTRATION_DRAFT_KEY,
    JSON.stringify({
      ...emptyRegistrationForm,
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.com',
      streetAddress: 'Hauptplatz 1',
      city: 'Klagenfurt',
      postalCode: '9020',
      country: 'Austria',
      becomeMember: true,
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAndSubmit() {
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/register',
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return user.click(screen.getByRole('button', { name: 'Register' })).then(() => user);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RegisterPage after a successful registration', () => {
  it('keeps the generated password on screen until the user has saved it', async () => {
    registered({ message: 'Registered.', password: 'Xy7-pQ2-zz' });
    const user = await renderAndSubmit();
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Xy7-pQ2-zz');
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Login' })).not.toBeInTheDocument();

    // No redirect, however long the user takes.
    await advance(60_000);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByTestId('generated-password')).toHaveTextContent('Xy7-pQ2-zz');

    // Confirming starts the 3 s redirect of the spec.
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.getByText('Redirecting to the login page in 3 s')).toBeInTheDocument();
    expect(screen.getByTestId('generated-password')).toHaveTextContent('Xy7-pQ2-zz');
    await advance(2500);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(600);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('warns that the password was not sent, headed "Write this password down now"', async () => {
    registered({ message: 'Registered.', password: 'Xy7pQ2zz' });
    await renderAndSubmit();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(/^Write this password down now/);
    expect(warning).toHaveTextContent('We could not send the e-mail with your password.');
  });

  it("skips the 3 s wait with 'Continue to Login' once the password is saved", async () => {
    registered({ message: 'Registered.', password: 'Xy7pQ2zz' });
    const user = await renderAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'I have saved it' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it("copies the password and says 'Copied'", async () => {
    registered({ message: 'Registered.', password: 'Xy7pQ2zz' });
    const user = await renderAndSubmit();
    // user-event puts a clipboard of its own in place of navigator.clipboard.
    await user.click(await screen.findByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('Xy7pQ2zz');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    // The confirmation goes after a while; the password stays.
    await advance(5000);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByTestId('generated-password')).toHaveTextContent('Xy7pQ2zz');
  });

  it.each([
    ['missing (no secure context)', () => undefined],
    [
      'refusing',
      () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    ],
  ])('selects the password for copying by hand when the clipboard is %s', async (_, clipboard) => {
    registered({ message: 'Registered.', password: 'Xy7pQ2zz' });
    const user = await renderAndSubmit();
    const copy = await screen.findByRole('button', { name: 'Copy password' });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(clipboard() as unknown as Clipboard);
    await user.click(copy);
    expect(
      await screen.findByText(
        'Your browser did not allow copying. The password is selected: copy it yourself or write it down.',
      ),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('Xy7pQ2zz');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // Still on screen, still waiting for the confirmation.
    expect(screen.getByRole('button', { name: 'I have saved it' })).toBeInTheDocument();
  });

  it('lands on the login form with the registered e-mail filled in', async () => {
    registered({ message: 'Registered.', password: 'Xy7pQ2zz' });
    renderRoutes(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      '/register',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved it' }));
    await advance(3100);
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('anna@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('fills in the e-mail after the success modal too', async () => {
    registered({ message: 'Check your e-mail.' });
    renderRoutes(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      '/register',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Login' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('anna@example.com');
  });

  it('shows the message with a countdown from 10 to 0, then goes to /login', async () => {
    registered({ message: 'Check your e-mail for the password.' });
    await renderAndSubmit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Check your e-mail for the password.');
    expect(dialog).toHaveTextContent('Redirecting to the login page in 10 s');

    await advance(1000);
    expect(dialog).toHaveTextContent('Redirecting to the login page in 9 s');
    for (let second = 0; second < 8; second += 1) await advance(1000);
    expect(dialog).toHaveTextContent('Redirecting to the login page in 1 s');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows a coded message in the interface language, and an unknown one as sent', async () => {
    registered({
      message: 'Registration successful! Your password has been sent to your email address.',
      code: 'REGISTERED_PASSWORD_MAILED',
    });
    await renderAndSubmit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Registration successful! Your password has been sent to your email address.',
    );
    try {
      await act(() => i18n.changeLanguage('de'));
      expect(dialog).toHaveTextContent(
        'Registrierung erfolgreich! Ihr Passwort wurde an Ihre E-Mail-Adresse gesendet.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows the message of an unknown code as the server sent it', async () => {
    registered({ message: 'Welcome aboard.', code: 'REGISTERED_SOMEHOW' });
    await renderAndSubmit();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome aboard.');
  });

  it("skips the wait with 'Continue to Login'", async () => {
    registered({ message: 'Registered.' });
    const user = await renderAndSubmit();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Continue to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
