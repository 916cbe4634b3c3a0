import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  answerError,
  answerNetworkError,
  apiCalls,
  callsTo,
  server,
} from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

/** Tokens are single-use and remembered per page load, so every test uses its own. */
let tokenCount = 0;
const nextToken = () => `token-${(tokenCount += 1)}`;

function renderReset(search: string) {
  return renderRoutes(
    [
      {
        path: '/reset-password',
        element: (
          <StrictMode>
            <ResetPasswordPage />
          </StrictMode>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    `/reset-password${search}`,
  );
}

describe('ResetPasswordPage', () => {
  it('shows the invalid-link state without a token and calls nothing', () => {
    renderReset('');
    expect(screen.getByText('Invalid or missing reset token.')).toBeInTheDocument();
    expect(screen.getByText('No reset token provided.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(apiCalls()).toEqual([]);
  });

  it('confirms the token exactly once, even in StrictMode and after a remount', async () => {
    const token = nextToken();
    server.use(answer('get', `/reset-password/confirm/${token}`, { message: 'Password reset.' }));
    const { unmount } = renderReset(`?token=${token}`);
    expect(screen.getByText('Resetting your password…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your password has been reset successfully. A new password has been sent to your email address.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    unmount();

    renderReset(`?token=${token}`);
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(apiCalls()).toHaveLength(1);
    expect(callsTo(`/reset-password/confirm/${token}`)).toHaveLength(1);
  });

  it('shows the new password when the e-mail could not be sent', async () => {
    const token = nextToken();
    server.use(
      answer('get', `/reset-password/confirm/${token}`, {
        message: 'Reset.',
        password: 'Nw9-Kk2-pp',
      }),
    );
    renderReset(`?token=${token}`);
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Nw9-Kk2-pp');
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Write this password down now.*We could not send it by e-mail/,
    );
  });

  it.each([
    [
      400,
      'Reset token has expired',
      'This reset link has expired. Please request a new password reset.',
    ],
    [
      400,
      'Invalid token',
      'This reset link is invalid. Please check the link or request a new one.',
    ],
    [400, 'Token already used', 'Token already used'],
    [400, '', 'Invalid reset request.'],
    [
      404,
      'User not found',
      "User not found. Please make sure you're using the correct email address.",
    ],
    [500, 'Boom', 'An error occurred while resetting your password. Please try again later.'],
  ])('maps a %i "%s" to its message', async (status, message, shown) => {
    const token = nextToken();
    server.use(answerError('get', `/reset-password/confirm/${token}`, status, message));
    renderReset(`?token=${token}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
  });

  it.each([
    [
      'RESET_TOKEN_EXPIRED',
      400,
      'This reset link has expired. Please request a new password reset.',
    ],
    [
      'RESET_TOKEN_INVALID',
      400,
      'This reset link is invalid. Please check the link or request a new one.',
    ],
    [
      'USER_NOT_FOUND',
      404,
      "User not found. Please make sure you're using the correct email address.",
    ],
    ['TOKEN_FROM_THE_FUTURE', 400, 'Reworded by the server.'],
  ])('maps the code %s first, whatever the message says', async (code, status, shown) => {
    const token = nextToken();
    server.use(
      answerError('get', `/reset-password/confirm/${token}`, status, 'Reworded by the server.', {
        code,
      }),
    );
    renderReset(`?token=${token}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('maps a network failure to the generic message', async () => {
    const token = nextToken();
    server.use(answerNetworkError('get', `/reset-password/confirm/${token}`));
    renderReset(`?token=${token}`);
    expect(
      await screen.findByText(
        'An error occurred while resetting your password. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
