import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { callsTo } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../router';

beforeEach(() => {
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
});
