import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import {
  answer,
  answerError,
  answerNetworkError,
  apiCalls,
  callsTo,
  server,
} from '../../../test/api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

beforeEach(() => {
  notifications.clean();
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderForm() {
  renderWithProviders(
    <>
      <Notifications />
      <ChangePasswordForm email="anna@example.com" />
    </>,
  );
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: 'Change password' });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const current = () => field(/^Current password/);
const next = () => field(/^New password/);
const confirm = () => field(/^Confirm new password/);
const submit = () => within(form()).getByRole('button', { name: 'Change password' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(current(), values.current);
  if (values.next) await user.type(next(), values.next);
  if (values.confirm) await user.type(confirm(), values.confirm);
}

describe('ChangePasswordForm', () => {
  it('states the password rule under the new password', () => {
    renderForm();
    expect(next()).toHaveAccessibleDescription(
      'At least 10 characters, with at least one letter and one digit.',
    );
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('changes the password, clears the fields and shows the notification', async () => {
    server.use(
      answer('put', '/user/password', {
        message: 'Your password has been changed.',
        code: 'PASSWORD_CHANGED',
      }),
    );
    const user = renderForm();
    await fill(user, {
      current: 'Xk7pQ2zzmR',
      next: 'alpine hut 2025',
      confirm: 'alpine hut 2025',
    });
    await user.click(submit());

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    const [call] = callsTo('/user/password');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      currentPassword: 'Xk7pQ2zzmR',
      newPassword: 'alpine hut 2025',
    });
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('');
    expect(confirm()).toHaveValue('');
  });

  it('asks for every field before calling the API', async () => {
    const user = renderForm();
    await user.click(submit());
    expect(within(form()).getByText('Current password is required')).toBeInTheDocument();
    expect(within(form()).getByText('New password is required')).toBeInTheDocument();
    expect(current()).toHaveFocus();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls()).toEqual([]);
  });

  it.each([
    ['too short', 'abc12'],
    ['without a digit', 'only-letters-here'],
    ['without a letter', '12345678901'],
  ])('refuses a weak new password (%s)', async (_case, weak) => {
    const user = renderForm();
    await fill(user, { current: 'old-password-1', next: weak, confirm: weak });
    await user.click(submit());
    expect(
      within(form()).getByText('Use at least 10 characters with at least one letter and one digit'),
    ).toBeInTheDocument();
    expect(next()).toHaveFocus();
    expect(apiCalls()).toEqual([]);
  });

  it('checks the new password when leaving the field', async () => {
    const user = renderForm();
    await user.type(next(), 'short1');
    await user.tab();
    expect(
      within(form()).getByText('Use at least 10 characters with at least one letter and one digit'),
    ).toBeInTheDocument();
    await user.type(next(), '23456');
    expect(
      within(form()).queryByText(
        'Use at least 10 characters with at least one letter and one digit',
      ),
    ).not.toBeInTheDocument();
  });

  it('refuses a confirmation that does not match, and the current password as new one', async () => {
    const user = renderForm();
    await fill(user, { current: 'same-password-1', next: 'same-password-1', confirm: 'other-1' });
    await user.click(submit());
    expect(
      within(form()).getByText('The new password must be different from the current one'),
    ).toBeInTheDocument();
    expect(within(form()).getByText('The passwords do not match')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('marks a wrong current password at its field, in the interface language', async () => {
    server.use(
      answerError('put', '/user/password', 403, 'The current password is incorrect.', {
        code: 'CURRENT_PASSWORD_WRONG',
      }),
    );
    const user = renderForm();
    await fill(user, {
      current: 'wrong-guess-1',
      next: 'alpine-hut-2025',
      confirm: 'alpine-hut-2025',
    });
    await user.click(submit());
    expect(
      await within(form()).findByText('The current password is incorrect.'),
    ).toBeInTheDocument();
    expect(current()).toHaveFocus();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    // The session stays: a wrong current password is not a failed login.
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(next()).toHaveValue('alpine-hut-2025');

    const element = form();
    await act(() => i18n.changeLanguage('de'));
    await user.click(within(element).getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await within(element).findByText('Das aktuelle Passwort ist falsch.'),
    ).toBeInTheDocument();
  });

  it('marks a common password at the new password, in the interface language', async () => {
    server.use(
      answerError(
        'put',
        '/user/password',
        400,
        'This password is one of the most common ones. Please choose another.',
        { code: 'PASSWORD_TOO_COMMON' },
      ),
    );
    const user = renderForm();
    await fill(user, { current: 'old-secret-1', next: 'password123', confirm: 'password123' });
    await user.click(submit());
    expect(
      await within(form()).findByText(
        'This password is one of the most common ones. Please choose another.',
      ),
    ).toBeInTheDocument();
    expect(next()).toHaveFocus();
    expect(next()).toHaveAttribute('aria-invalid', 'true');

    const element = form();
    await act(() => i18n.changeLanguage('fr'));
    await user.click(within(element).getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(
      await within(element).findByText(
        'Ce mot de passe fait partie des plus courants. Veuillez en choisir un autre.',
      ),
    ).toBeInTheDocument();
  });

  it('shows other failures above the button', async () => {
    server.use(
      answerError(
        'put',
        '/user/password',
        429,
        'Too many attempts. Please wait 42 seconds and try again.',
        {
          code: 'RATE_LIMITED',
          params: { seconds: '42' },
        },
      ),
    );
    const user = renderForm();
    await fill(user, {
      current: 'old-password-1',
      next: 'alpine-hut-2025',
      confirm: 'alpine-hut-2025',
    });
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('falls back to its own text when the server gives none', async () => {
    server.use(answerNetworkError('put', '/user/password'));
    const user = renderForm();
    await fill(user, {
      current: 'old-password-1',
      next: 'alpine-hut-2025',
      confirm: 'alpine-hut-2025',
    });
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Your password could not be changed. Please try again.',
    );
  });
});
