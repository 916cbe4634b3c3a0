import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../../components/require-auth';
import { answer, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { useSessionStore } from '../../../stores/session-store';
import { emptyRegistrationForm, REGISTRATION_DRAFT_KEY } from '../hooks/use-registration-draft';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

beforeEach(() => {
  useSessionStore.getState().endSession();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

// A reduced copy of src/app/router.tsx: login, register and the guard before the tool's pages.
const routes = [
  {
    element: <Outlet />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/tool', element: <p>The tool</p> },
          { path: '/stepper/*', element: <p>The tool</p> },
          { path: '/my-reports', element: <p>My reports</p> },
        ],
      },
      { path: '*', element: <LocationProbe /> },
    ],
  },
];

function open(path: string) {
  const view = renderRoutes(routes, path);
  return { ...view, user: userEvent.setup() };
}

const heading = 'An account is needed for the tool';

describe('a visitor who opens the tool', () => {
  it('is told an account is needed, with Register first and Log in second', async () => {
    const { router } = open('/tool');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText(/keeps your entries and reports in your account/)).toBeInTheDocument();
    // The login guard's path stays: /login?redirect=/tool.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Ftool',
    );
    const register = screen.getByRole('link', { name: 'Create a free account' });
    const login = screen.getByRole('button', { name: 'Log in' });
    // Register is the main action: it comes first.
    expect(register.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(register).toHaveAttribute('href', '/register?redirect=%2Ftool');
  });

  it('shows the login form after Log in, ready for the e-mail address, and then opens the tool', async () => {
    server.use(
      answer('post', '/login', { access_token: 'token-1', token_type: 'bearer', expires_in: 3600 }),
      answer('get', '/user/info', { email: 'anna@example.com', roles: [], language: 'en' }),
    );
    const { user } = open('/stepper/food-surplus');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    await user.type(email, 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass{Enter}');
    expect(await screen.findByText('The tool')).toBeInTheDocument();
  });

  it('keeps the login form for a session that expired', async () => {
    open('/login?redirect=%2Ftool&expired=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('keeps the login form for a page that is not part of the tool', async () => {
    open('/my-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });

  it('keeps the login form for someone who came to log in', async () => {
    open('/login?redirect=%2Ftool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    // Registering from here still leads back to the tool afterwards.
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Ftool',
    );
  });
});

describe('registering on the way into the tool', () => {
  it('leads from the registration to the login form, and from there to the tool', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
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
    server.use(answer('post', '/register', { message: 'Registered.', password: 'Xy7pQ2zz' }));
    const { router } = open('/register?redirect=%2Ftool');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The login link of the form keeps the way back too.
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftool',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved it' }));
    await act(() => vi.advanceTimersByTime(3100));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('anna@example.com');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Ftool',
    );
  });

  it('never keeps a way back that leads out of the app', async () => {
    open('/register?redirect=https%3A%2F%2Fevil.example.org');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});
