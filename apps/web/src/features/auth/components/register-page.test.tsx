import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { jsonResponse, stubFetch, type FetchMock } from '../../../test/fetch-mock';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { emptyRegistrationForm, REGISTRATION_DRAFT_KEY } from '../hooks/use-registration-draft';
import { RegisterPage } from './register-page';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
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
  vi.unstubAllGlobals();
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
  it('shows the generated password and goes to /login after 3 s', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Registered.', password: 'Xy7-pQ2-zz' }),
    );
    await renderAndSubmit();
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Xy7-pQ2-zz');
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();

    await advance(2500);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(600);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the message with a countdown from 10 to 0, then goes to /login', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Check your e-mail for the password.' }),
    );
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
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        message: 'Registration successful! Your password has been sent to your email address.',
        code: 'REGISTERED_PASSWORD_MAILED',
      }),
    );
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
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Welcome aboard.', code: 'REGISTERED_SOMEHOW' }),
    );
    await renderAndSubmit();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome aboard.');
  });

  it("skips the wait with 'Continue to Login'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Registered.' }));
    const user = await renderAndSubmit();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Continue to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
