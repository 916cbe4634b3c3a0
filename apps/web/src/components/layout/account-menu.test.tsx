import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { adminInfo, memberInfo } from '../../test/admin-fixtures';
import { answer, apiCalls, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { AccountMenu } from './account-menu';

beforeEach(() => {
  useSessionStore.setState({ isLoggedIn: true, token: 'token' });
});
afterEach(() => {
  useSessionStore.setState({ isLoggedIn: false, token: null });
});

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
      'Operator console',
      'Logout',
      'Delete Account',
    ]);
    await user.click(item);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('offers My organisation to a company account only, Delete Account last and apart', async () => {
    const company = { ...memberInfo, accountType: 'company', company: 'Tafel Graz' } as const;
    server.use(answer('get', '/user/info', company));
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
});
