import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-with-providers';
import { DevView } from './dev-view';
import { useLayoutStore } from './layout-store';

const names = ['main', 'hello world', 'company list'];

function renderDevView() {
  return renderRoutes(
    [
      { path: '/main', element: <DevView componentNames={names} /> },
      { path: '/component/:componentName', element: <p>Opened</p> },
    ],
    '/main',
  );
}

describe('DevView', () => {
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useLayoutStore.getState().reset();
  });

  it('links to the Hello World and Company list views', () => {
    renderDevView();
    expect(screen.getByRole('link', { name: 'Hello World' })).toHaveAttribute('href', '/hello');
    expect(screen.getByRole('link', { name: 'Company list' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('alerts in German when no component name is chosen', async () => {
    const { router } = renderDevView();
    await userEvent.click(screen.getByRole('button', { name: 'Open Component As View' }));
    expect(window.alert).toHaveBeenCalledWith('Bitte geben Sie einen Komponenten-Namen ein.');
    expect(router.state.location.pathname).toBe('/main');
  });

  it('opens the chosen component at /component/<name>', async () => {
    const { router } = renderDevView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Component name' }), 'hello world');
    await userEvent.click(screen.getByRole('button', { name: 'Open Component As View' }));
    expect(window.alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/component/hello%20world');
  });

  it('keeps the header, chatbot and footer toggles in the layout store', async () => {
    renderDevView();
    await userEvent.click(screen.getByRole('switch', { name: 'Header' }));
    await userEvent.click(screen.getByRole('switch', { name: /Chatbot/ }));
    expect(useLayoutStore.getState().visible).toEqual({
      header: false,
      chatbot: false,
      footer: true,
    });
    expect(localStorage.getItem('dev-layout')).toContain('"header":false');
  });
});
