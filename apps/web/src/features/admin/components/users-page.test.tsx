import type { AdminUser, AdminUserList } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { adminInfo, adminUser } from '../../../test/admin-fixtures';
import { answer, answerError, apiCalls, apiRequests, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { UsersPage } from './users-page';

const anna = adminUser();
const olga = adminUser({
  id: '5b0c9a52-0d7e-4f38-9a43-2a1b7b1c0002',
  email: 'ops@example.org',
  accountType: 'individual',
  company: null,
  firstName: 'Olga',
  lastName: 'Operator',
  country: 'SI',
  roles: ['admin'],
  adminByConfig: true,
});
const ben = adminUser({
  id: '5b0c9a52-0d7e-4f38-9a43-2a1b7b1c0003',
  email: 'ben@example.org',
  roles: ['admin', 'provider'],
});

const list = (users: AdminUser[], extra: Partial<AdminUserList> = {}): AdminUserList => ({
  users,
  total: users.length,
  totalCapped: false,
  nextCursor: null,
  pageSize: 50,
  ...extra,
});

beforeEach(() => {
  notifications.clean();
  server.use(
    answer('get', '/user/info', adminInfo),
    answer('get', '/admin/users', list([anna, olga, ben])),
    answer('put', `/admin/users/${anna.id}/roles`, { ...anna, roles: ['provider'] }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderUsers(at = '/admin/users') {
  const view = renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <>
            <Notifications />
            <UsersPage />
          </>
        ),
      },
    ],
    at,
  );
  return { ...view, user: userEvent.setup() };
}

const calls = (prefix: string) => apiCalls().filter((k) => k.startsWith(prefix));
const puts = () => apiRequests().filter((request) => request.method === 'PUT');
const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;

describe('UsersPage', () => {
  it('lists the accounts with their details and roles', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Accounts and their roles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mail', 'Name', 'Company', 'Type', 'Country', 'Registered', 'Roles']);
    expect(row('anna@example.com')).toHaveTextContent(
      'anna@example.comAnna BergerBäckerei SonneCompaniesAustriaJanuary 14, 2026',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 accounts');
    expect(screen.getByRole('checkbox', { name: 'Admin (ben@example.org)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Provider (ben@example.org)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin (anna@example.com)' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Accounts and their roles' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('sends the whole new role list and shows the result', async () => {
    const { user } = renderUsers();
    const provider = await screen.findByRole('checkbox', { name: 'Provider (anna@example.com)' });
    await user.click(provider);
    await vi.waitFor(() => expect(puts()[0]?.body).toEqual({ roles: ['provider'] }));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.path).toBe(`/admin/users/${anna.id}/roles`);
    expect(await screen.findByText('anna@example.com now has: provider.')).toBeVisible();
    expect(screen.getByText('Roles saved')).toBeVisible();
    expect(provider).toBeChecked();
    expect(provider).toHaveFocus();

    // Taking the last role leaves the spec's 'User'.
    await user.click(provider);
    await vi.waitFor(() => expect(puts()[1]?.body).toEqual({ roles: [] }));
    expect(await screen.findByText('anna@example.com now has: User (no role).')).toBeVisible();
  });

  it('sends only the roles the contract knows, in its order', async () => {
    // A role this client does not know cannot be sent back (setRolesBody).
    const carla = adminUser({
      id: anna.id,
      email: 'carla@example.org',
      roles: ['provider', 'member'],
    });
    server.use(answer('get', '/admin/users', list([carla])));
    const { user } = renderUsers();
    await user.click(await screen.findByRole('checkbox', { name: 'Admin (carla@example.org)' }));
    await vi.waitFor(() => expect(puts()[0]?.body).toEqual({ roles: ['admin', 'provider'] }));
  });

  it("locks the admin's own admin role and says why", async () => {
    renderUsers();
    const own = await screen.findByRole('checkbox', { name: 'Admin (ops@example.org)' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(
      expect.stringContaining('Your own admin role cannot be removed here'),
    );
    // The own provider role can still change.
    expect(screen.getByRole('checkbox', { name: 'Provider (ops@example.org)' })).toBeEnabled();
  });

  it('marks an admin by configuration and explains that the role comes back', async () => {
    renderUsers();
    await screen.findByRole('table', { name: 'Accounts and their roles' });
    expect(within(row('ops@example.org')).getByText('Admin by configuration')).toBeVisible();
    expect(within(row('anna@example.com')).queryByText('Admin by configuration')).toBeNull();
    expect(
      screen.getByText(/its admin role comes back at its next login even if it is removed here/),
    ).toBeVisible();
  });

  it('shows the 409 of the own admin role and puts the box back', async () => {
    server.use(
      answerError(
        'put',
        `/admin/users/${ben.id}/roles`,
        409,
        'An admin cannot remove their own admin role',
        {
          code: 'OWN_ADMIN_ROLE',
        },
      ),
    );
    const { user } = renderUsers();
    const admin = await screen.findByRole('checkbox', { name: 'Admin (ben@example.org)' });
    await user.click(admin);
    expect(
      await screen.findByText('You cannot remove your own admin role. Another admin can do it.'),
    ).toBeVisible();
    expect(screen.getByText('The roles of ben@example.org were not saved')).toBeVisible();
    expect(admin).toBeChecked();
  });

  it('shows another failure with the server’s message', async () => {
    server.use(answerError('put', `/admin/users/${anna.id}/roles`, 500, 'Database is away'));
    const { user } = renderUsers();
    await user.click(await screen.findByRole('checkbox', { name: 'Admin (anna@example.com)' }));
    expect(await screen.findByText('Database is away')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Admin (anna@example.com)' })).not.toBeChecked();
  });

  it('searches on submit, filters by role and pages through the results', async () => {
    server.use(
      answer(
        'get',
        '/admin/users?q=berger',
        list([anna], { total: 120, nextCursor: 'c-berger-2' }),
      ),
      answer(
        'get',
        '/admin/users?q=berger&role=provider',
        list([anna], { total: 51, nextCursor: 'c-provider-2' }),
      ),
      answer(
        'get',
        '/admin/users?q=berger&role=provider&cursor=c-provider-2',
        list([ben], { total: 51 }),
      ),
      // Without a query, or with another: the first page of all.
      answer('get', '/admin/users', list([anna], { total: 120, nextCursor: 'c-all-2' })),
    );
    const { user, router } = renderUsers();
    expect(
      await screen.findByText('120 accounts · page 1 of 3', { selector: '[role=status]' }),
    ).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or company' }), 'berger');
    // Nothing is asked while typing.
    expect(calls('GET /admin/users')).toEqual(['GET /admin/users']);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=berger');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Providers');
    expect(router.state.location.search).toBe('?q=berger&role=provider');
    const pages = await screen.findByRole('navigation', { name: 'Pages of accounts' });
    expect(await within(pages).findByText('page 1 of 2')).toBeVisible();
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    const next = within(pages).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(router.state.location.search).toBe('?q=berger&role=provider&cursor=c-provider-2');
    expect(await screen.findByRole('rowheader', { name: 'ben@example.org' })).toBeVisible();
    expect(within(pages).getByText('page 2 of 2')).toBeVisible();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Previous goes back to the page before by its cursor (the first page has none).
    await user.click(previous);
    expect(router.state.location.search).toBe('?q=berger&role=provider');
    expect(await screen.findByRole('rowheader', { name: 'anna@example.com' })).toBeVisible();
    expect(calls('GET /admin/users')).toEqual([
      'GET /admin/users',
      'GET /admin/users?q=berger',
      'GET /admin/users?q=berger&role=provider',
      'GET /admin/users?q=berger&role=provider&cursor=c-provider-2',
      // The first page again, as fresh as the list is.
      'GET /admin/users?q=berger&role=provider',
    ]);
  });

  it('shows a count past the cap as 1,000+, and no page count', async () => {
    server.use(
      answer(
        'get',
        '/admin/users?cursor=c2',
        list([ben], { total: 1000, totalCapped: true, nextCursor: 'c3' }),
      ),
      answer(
        'get',
        '/admin/users',
        list([anna], { total: 1000, totalCapped: true, nextCursor: 'c2' }),
      ),
    );
    const { user } = renderUsers();
    expect(
      await screen.findByText('1,000+ accounts · page 1', { selector: '[role=status]' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('1,000+ accounts · page 2', { selector: '[role=status]' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens a bookmarked later page with Previous leading to the first', async () => {
    server.use(
      answer('get', '/admin/users?cursor=c7', list([ben], { total: 400, nextCursor: 'c8' })),
    );
    const { user, router } = renderUsers('/admin/users?cursor=c7');
    expect(await screen.findByText('400 accounts', { selector: '[role=status]' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('3 accounts', { selector: '[role=status]' })).toBeVisible();
  });

  it('says when no account matches', async () => {
    server.use(answer('get', '/admin/users', list([])));
    renderUsers();
    expect(await screen.findByText('No account matches this search.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
