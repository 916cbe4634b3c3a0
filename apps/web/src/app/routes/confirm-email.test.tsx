import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { callsTo, stubFetch, type FetchMock } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../router';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
  useSessionStore.getState().endSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('/confirm-email', () => {
  it('needs a login: signed out, the login page says which account to use', async () => {
    renderRoutes(routes, '/confirm-email?token=confirm-token-signed-out');
    expect(
      await screen.findByText('Log in with the account of this address to confirm it.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/confirm-email')).toEqual([]);
  });
});
