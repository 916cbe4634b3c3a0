import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { memberInfo } from '../../test/admin-fixtures';
import { useSessionStore } from '../../stores/session-store';
import { answer, callsTo, server } from '../../test/api';
import { textsShown } from '../../test/texts-shown';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../router';

beforeEach(() => {
  useSessionStore.getState().endSession();
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

describe('/confirm-email', () => {
  it('needs a login: signed out, the login page says which account to use', async () => {
    renderRoutes(routes, '/confirm-email?token=confirm-token-signed-out');
    expect(
      await screen.findByText('Log in with the account of this address to confirm it.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(callsTo('/confirm-email')).toEqual([]);
  });

  it('shows the confirmation at once: the loader confirmed the link before the page showed', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(
      answer('post', '/confirm-email', { message: 'Your e-mail address has been confirmed.' }),
      answer('get', '/user/info', memberInfo),
    );
    const shown = textsShown(['Confirming your e-mail address…']);
    renderRoutes(routes, '/confirm-email?token=confirm-token-loader', { queryClient });
    expect(await screen.findByText('Your e-mail address has been confirmed.')).toBeVisible();
    expect(shown.stop()).toEqual([]);
    expect(callsTo('/confirm-email')).toEqual([
      expect.objectContaining({ body: { token: 'confirm-token-loader' } }),
    ]);
  });
});
