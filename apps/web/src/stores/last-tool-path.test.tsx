import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { HeaderLinks } from '../components/layout/header-links';
import { isToolPath } from '../config/paths';
import { renderRoutes } from '../test/render-with-providers';
import {
  LAST_TOOL_PATH_STORAGE_KEY,
  useLastToolPathStore,
  useRememberToolPath,
} from './last-tool-path';
import { resetAllStores } from './reset-stores';

/** The shell as the app has it: the page links and the remembering of the tool page. */
function Shell() {
  useRememberToolPath();
  return (
    <>
      <nav aria-label="Main navigation">
        <HeaderLinks />
      </nav>
      <Outlet />
    </>
  );
}

const page = (name: string) => <p>{name}</p>;
const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: page('Home page') },
      { path: '/tool', element: page('Step 1') },
      { path: '/stepper/:step', element: page('A step') },
      { path: '/solution/:id', element: page('Solution page') },
      { path: '/tool-description', element: page('About page') },
    ],
  },
];

const toolLink = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: 'Tool',
  });

beforeEach(() => {
  sessionStorage.clear();
  useLastToolPathStore.getState().reset();
});

describe('the Tool link', () => {
  it('starts the tool at step 1 in a fresh browser', () => {
    renderRoutes(routes, '/');
    expect(toolLink()).toHaveAttribute('href', '/tool');
  });

  it('leads back to the tool page the user left', async () => {
    const { router } = renderRoutes(routes, '/stepper/solutions');
    await act(() => router.navigate('/solution/food-bank?from=list'));
    await act(() => router.navigate('/tool-description'));
    expect(toolLink()).toHaveAttribute('href', '/solution/food-bank?from=list');
    await userEvent.setup().click(toolLink());
    expect(screen.getByText('Solution page')).toBeInTheDocument();
    // Kept for this tab's session, so a reload keeps it too.
    expect(sessionStorage.getItem(LAST_TOOL_PATH_STORAGE_KEY)).toContain('/solution/food-bank');
  });

  it('starts at step 1 again after a logout or a login on this browser', async () => {
    const { router } = renderRoutes(routes, '/stepper/food-surplus');
    await act(() => router.navigate('/'));
    expect(toolLink()).toHaveAttribute('href', '/stepper/food-surplus');
    act(() => resetAllStores());
    expect(toolLink()).toHaveAttribute('href', '/tool');
  });
});

describe('isToolPath', () => {
  it.each(['/tool', '/stepper/company-data', '/solution/abc?x=1', '/lca-stepper/report'])(
    '%s is part of the tool',
    (path) => expect(isToolPath(path)).toBe(true),
  );
  it.each(['/', '/tool-description', '/toolbox', '/my-reports', '/solution', '/login'])(
    '%s is not',
    (path) => expect(isToolPath(path)).toBe(false),
  );
});
