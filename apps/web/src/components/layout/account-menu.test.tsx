import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { adminInfo, memberInfo } from '../../test/admin-fixtures';
import { answer, answerError, apiCalls, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { AccountMenu } from './account-menu';

beforeEach(() => {
  useSessionStore.setState({ isLoggedIn: true, token: 'token' });
});
afterEach(() => {
  useSessionStore.setState({ isLoggedIn: false, token: null });
});

const company = { ...memberInfo, accountType: 'company', company: 'Tafel Graz' } as const;

/** The first page of the organisation's inbox, with how many offers wait for its answer. */
const inbox = (waiting: number) =>
  answer('get', '/me/provider/offers', { offers: [], next_cursor: null, waiting });

function renderMenu() {
  return renderRoutes(
    [
      { path: '/', element: <AccountMenu /> },
      { path: '/admin', element: <p>Operator console page</p> },
    ],
    '/',
  );
}

describe('AccountMenu', () => {
  it('offers the operator console to an admin', async () => {
    server.use(answer('get', '/user/info', adminInfo));
    const user = userEvent.setup();
    const { router } = renderMenu();
    // The roles are asked for when the menu opens, not with every page.
    expect(apiCalls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const item = await screen.findByRole('menuitem', { name: 'Operator console' });
    expect(item).toHaveAttribute('href', '/admin');
    // The operator's account is a private person's: no organisation to enter as a provider.
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Account Settings',
      'My surpluses',
      'My reports',
      'My impact',
      'My offers',
      'Operator console',
      'Logout',
      'Delete Account',
    ]);
    await user.click(item);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('offers My organisation to a company account only, Delete Account last and apart', async () => {
    server.use(answer('get', '/user/info', company), inbox(0));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'My organisation' })).toHaveAttribute(
      'href',
      '/my-organisation',
    );
    const items = screen.getAllByRole('menuitem');
    const last = items.at(-1);
    expect(last).toHaveTextContent('Delete Account');
    // A separator sets it apart from Logout.
    expect(last?.previousElementSibling).toHaveAttribute('role', 'separator');
  });

  it('hides My organisation from a private person', async () => {
    server.use(answer('get', '/user/info', memberInfo));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(1));
    await screen.findByRole('menuitem', { name: 'My impact' });
    expect(screen.queryByRole('menuitem', { name: 'My organisation' })).toBeNull();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Account Settings',
      'My surpluses',
      'My reports',
      'My impact',
      'My offers',
      'Logout',
      'Delete Account',
    ]);
  });

  it('has no operator console for other accounts', async () => {
    server.use(answer('get', '/user/info', memberInfo));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(1));
    await screen.findByRole('menuitem', { name: 'My impact' });
    expect(screen.queryByRole('menuitem', { name: 'Operator console' })).toBeNull();
  });

  describe('the count of offers waiting for the organisation', () => {
    // The session's cookie, which the count asks for before calling.
    beforeEach(() => {
      document.cookie = 'access_token=token; Path=/';
    });
    afterEach(() => {
      document.cookie = 'access_token=; Max-Age=0; Path=/';
    });

    it('is not asked once the session cookie is gone, so its 401 ends nothing mid-choice', async () => {
      document.cookie = 'access_token=; Max-Age=0; Path=/';
      server.use(answer('get', '/user/info', company));
      const user = userEvent.setup();
      renderMenu();
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await screen.findByRole('menuitem', { name: 'Offers received' });
      await vi.waitFor(() => expect(apiCalls()).toEqual(['GET /user/info']));
    });

    it('shows how many offers wait, asked when the menu opens', async () => {
      server.use(answer('get', '/user/info', company), inbox(3));
      const user = userEvent.setup();
      renderMenu();
      expect(apiCalls()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Account' }));
      const item = await screen.findByRole('menuitem', { name: 'Offers received 3' });
      expect(item).toHaveAttribute('href', '/provider-offers');
      expect(apiCalls()).toEqual(['GET /user/info', 'GET /me/provider/offers']);
    });

    it('asks again when the menu opens once the count is no longer fresh', async () => {
      server.use(answer('get', '/user/info', company), inbox(2));
      const user = userEvent.setup();
      const { queryClient } = renderMenu();
      await user.click(screen.getByRole('button', { name: 'Account' }));
      expect(await screen.findByRole('menuitem', { name: 'Offers received 2' })).toBeVisible();
      await user.keyboard('{Escape}');

      // An answer on an offer makes the inbox stale: the next opening asks for it again.
      server.use(inbox(1));
      await queryClient.invalidateQueries({ queryKey: ['provider-offers'] });
      await user.click(screen.getByRole('button', { name: 'Account' }));
      expect(await screen.findByRole('menuitem', { name: 'Offers received 1' })).toBeVisible();
    });

    it('shows no count when nothing waits', async () => {
      server.use(answer('get', '/user/info', company), inbox(0));
      const user = userEvent.setup();
      renderMenu();
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await vi.waitFor(() => expect(apiCalls()).toHaveLength(2));
      expect(await screen.findByRole('menuitem', { name: 'Offers received' })).toBeVisible();
    });

    it('shows no count, and no error, without a provider entry', async () => {
      server.use(
        answer('get', '/user/info', company),
        answerError('get', '/me/provider/offers', 404, 'Your account keeps no provider entry.', {
          code: 'OFFER_NO_PROVIDER',
        }),
      );
      const user = userEvent.setup();
      renderMenu();
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await vi.waitFor(() =>
        expect(apiCalls()).toEqual(['GET /user/info', 'GET /me/provider/offers']),
      );
      expect(await screen.findByRole('menuitem', { name: 'Offers received' })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('menuitem', { name: 'My organisation' })).toBeVisible();
    });

    it('does not ask for a private person, who has no organisation', async () => {
      server.use(answer('get', '/user/info', memberInfo));
      const user = userEvent.setup();
      renderMenu();
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await screen.findByRole('menuitem', { name: 'My offers' });
      await vi.waitFor(() => expect(apiCalls()).toEqual(['GET /user/info']));
      expect(screen.queryByRole('menuitem', { name: /Offers received/ })).toBeNull();
    });
  });
});
