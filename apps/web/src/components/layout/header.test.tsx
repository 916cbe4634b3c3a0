import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { useSessionStore } from '../../stores/session-store';
import { memberInfo } from '../../test/admin-fixtures';
import { answer, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { Header } from './header';

function renderHeader(at = '/') {
  return renderRoutes(
    [
      { path: '/', element: <Header /> },
      { path: '/tool-description', element: <Header /> },
      { path: '/stepper/*', element: <Header /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/account-settings', element: <p>Settings page</p> },
      { path: '/my-reports', element: <p>My reports page</p> },
    ],
    at,
  );
}

/** Signed in: the account is read for the menu, and a logout ends the session on the server. */
const logIn = () => {
  useSessionStore.setState({ isLoggedIn: true, token: 'token' });
  server.use(
    answer('get', '/user/info', memberInfo),
    answer('post', '/logout', { message: 'You have been logged out.' }),
  );
};
/** Signed in as a company, whose account the menu reads when it opens. */
const logInCompany = () => {
  logIn();
  const company = { ...memberInfo, accountType: 'company', company: 'Bäckerei Huber' } as const;
  server.use(
    answer('get', '/user/info', company),
    answer('get', '/me/provider/offers', { offers: [], next_cursor: null, waiting: 0 }),
  );
};

/**
 * A menu's button once the menus' code is there (it loads in its own chunk; until then the same
 * button stands alone, without aria-expanded).
 */
const menuButton = (name: string) => screen.findByRole('button', { name, expanded: false });

describe('Header', () => {
  afterEach(() => {
    useSessionStore.setState({ isLoggedIn: false, token: null });
  });

  it('links Home, Tool, About and the education material in a new tab', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Tool' })).toHaveAttribute('href', '/tool');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/tool-description',
    );
    const education = within(nav).getByRole('link', { name: /Education Material/ });
    expect(education).toHaveAttribute('href', 'https://www.alpine-space.eu/');
    expect(education).toHaveAttribute('target', '_blank');
    expect(education).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Alpine Food Hub, home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('marks the link of the current page', () => {
    renderHeader('/stepper/food-surplus');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Tool' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Login when logged out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows the Account menu with the spec items and the saved work when logged in', async () => {
    logInCompany();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(await menuButton('Account'));
    await screen.findByRole('menuitem', { name: 'My organisation' });
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    // Delete Account, destructive, last and apart.
    expect(items).toEqual([
      'Account Settings',
      'My surpluses',
      'My reports',
      'My impact',
      'My offers',
      'My organisation',
      'Offers received',
      'Logout',
      'Delete Account',
    ]);
  });

  it('links the saved work from the Account menu', async () => {
    logInCompany();
    const { router } = renderHeader();
    await userEvent.click(await menuButton('Account'));
    expect(screen.getByRole('menuitem', { name: 'My surpluses' })).toHaveAttribute(
      'href',
      '/my-surpluses',
    );
    expect(screen.getByRole('menuitem', { name: 'My impact' })).toHaveAttribute(
      'href',
      '/my-impact',
    );
    expect(await screen.findByRole('menuitem', { name: 'My organisation' })).toHaveAttribute(
      'href',
      '/my-organisation',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'My reports' }));
    expect(router.state.location.pathname).toBe('/my-reports');
  });

  it('Delete Account only opens the account settings', async () => {
    logIn();
    const { router } = renderHeader();
    await userEvent.click(await menuButton('Account'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Account' }));
    expect(router.state.location.pathname).toBe('/account-settings');
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('Logout clears the session and lands on /login', async () => {
    logIn();
    document.cookie = 'access_token=token; Path=/';
    const { router } = renderHeader();
    await userEvent.click(await menuButton('Account'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, token: null });
    expect(document.cookie).not.toContain('access_token=token');
  });

  it('opens the page links in a drawer from the burger', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the interface language from the language menu and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await menuButton('Language: English. Change language'));
    const options = screen.getAllByRole('menuitem');
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Deutsch',
      'Slovenščina',
      'Italiano',
      'Français',
    ]);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Slovenščina' }));
    const nav = await screen.findByRole('navigation', { name: 'Glavna navigacija' });
    expect(await within(nav).findByRole('link', { name: 'Domov' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(screen.getByRole('button', { name: /^Jezik: Slovenščina/ })).toHaveTextContent('SL');
    await act(() => i18n.changeLanguage('en'));
    localStorage.clear();
  });
});
