import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../components/require-auth';
import { useSessionStore } from '../../../stores/session-store';
import { adminCalls, adminInfo, memberInfo, programmeFigures } from '../../../test/admin-fixtures';
import { answer, answerError, apiCalls, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit-page';
import { CataloguePage } from './catalogue-page';
import { FiguresPage } from './figures-page';
import { ProviderEntriesPage } from './provider-entries-page';
import { ProviderGapsPage } from './provider-gaps-page';
import { UsersPage } from './users-page';

// A reduced copy of src/app/router.tsx: the login guard, the console and its six sections.
const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <LocationProbe /> },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <FiguresPage /> },
          { path: 'providers', element: <ProviderEntriesPage /> },
          { path: 'gaps', element: <ProviderGapsPage /> },
          { path: 'catalogue', element: <CataloguePage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'audit', element: <AuditPage /> },
        ],
      },
    ],
  },
];

afterEach(() => {
  useSessionStore.getState().endSession();
  vi.restoreAllMocks();
});

describe('the operator console', () => {
  it('sends a visitor to the login page and back', async () => {
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login?redirect=%2Fadmin%2Fusers',
    );
    expect(apiCalls()).toEqual([]);
  });

  it('tells an account without the admin role that the page is not for it, asking nothing more', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(answer('get', '/user/info', memberInfo));
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByText("This page is for the operator's administrators."),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.title).toBe('Operator console | Alpine Food Hub');
    expect(adminCalls()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('shows the same notice when the API refuses the account (403)', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(
      answer('get', '/user/info', adminInfo),
      answerError('get', '/admin/figures', 403, 'Forbidden', { code: 'FORBIDDEN' }),
    );
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByText("This page is for the operator's administrators."),
    ).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links its sections as tabs, the current one marked', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(
      answer('get', '/user/info', adminInfo),
      answer('get', '/admin/figures', programmeFigures),
      answer('get', '/admin/provider-entries', { entries: [] }),
      answer('get', '/solutions', { solutions: [] }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Operator console sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Figures',
      'Provider entries',
      'Provider gaps',
      'Providers',
      'Accounts & roles',
      'Audit log',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/providers',
      '/admin/gaps',
      '/admin/catalogue',
      '/admin/users',
      '/admin/audit',
    ]);
    expect(within(nav).getByRole('link', { name: 'Figures' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Programme figures' }),
    ).toBeVisible();

    // Keyboard: Tab reaches the links, Enter follows one.
    within(nav).getByRole('link', { name: 'Figures' }).focus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Provider entries' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/providers');
    expect(within(nav).getByRole('link', { name: 'Provider entries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Figures' })).not.toHaveAttribute('aria-current');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Provider entries' }),
    ).toBeVisible();
  });

  it('scrolls the row of links so that the current one shows on a narrow screen', async () => {
    // jsdom lays nothing out: a 250 px wide row of six links, 100 px each, side by side.
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return [...(this.parentElement?.children ?? [])].indexOf(this) * 100;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(250);
    const scrolledTo = vi.spyOn(Element.prototype, 'scrollLeft', 'set');
    useSessionStore.getState().startSession('token-abc');
    server.use(
      answer('get', '/user/info', adminInfo),
      answer('get', '/admin/audit', { entries: [] }),
      answer('get', '/admin/providers', { providers: [], total: 0, page: 1, pageSize: 50 }),
      answer('get', '/solutions', { solutions: [] }),
    );
    const { router } = renderRoutes(routes, '/admin/audit');
    const nav = await screen.findByRole('navigation', { name: 'Operator console sections' });
    // The sixth link ends at 600 px: the row scrolls by 350 px to show it whole.
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(scrolledTo).toHaveBeenLastCalledWith(350);

    // Providers, the fourth link (300 to 400 px), starts left of the row's view (350 to 600 px):
    // the row scrolls back to 300 px.
    await act(() => router.navigate('/admin/catalogue'));
    expect(within(nav).getByRole('link', { name: 'Providers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(scrolledTo).toHaveBeenLastCalledWith(300);
  });

  it('offers a retry when the account cannot be read', async () => {
    useSessionStore.getState().startSession('token-abc');
    server.use(answerError('get', '/user/info', 500, 'down'));
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Your account could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(adminCalls()).toEqual([]);
  });
});
