import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

// Validation errors reach screen readers: each is an alert (announced when it appears), the
// field is marked invalid and points at the error text with aria-describedby.

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().endSession();
});

function renderAt(path: string, element: ReactNode) {
  renderRoutes(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return userEvent.setup();
}

/** The field's error is an alert with the text, and the field is invalid and described by it. */
function expectAnnounced(field: HTMLElement, message: string) {
  const alert = screen.getAllByRole('alert').find((a) => a.textContent === message);
  expect(alert, `an alert saying "${message}"`).toBeDefined();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert!.id);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('form errors are announced', () => {
  it('on the login form', async () => {
    const user = renderAt('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expectAnnounced(screen.getByLabelText(/^Email/), 'Email is required');
    expectAnnounced(screen.getByLabelText(/^Password/), 'Password is required');
  });

  it('on the register form', async () => {
    const user = renderAt('/register', <RegisterPage />);
    await user.click(screen.getByLabelText(/^First name/));
    await user.tab();
    expectAnnounced(screen.getByLabelText(/^First name/), 'First name is required');
    await user.type(screen.getByLabelText(/^Email/), 'anna');
    await user.tab();
    expectAnnounced(screen.getByLabelText(/^Email/), 'Please enter a valid email address');
  });
});
