import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutStore } from '../features/dev-view/layout-store';
import { renderRoutes } from '../test/render-with-providers';
import { RootLayout } from './root-layout';

// The chat's code cannot be loaded (a dropped connection, a chunk that took too long).
vi.mock('../features/chatbot/components/chat-window', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RootLayout without the chat', () => {
  it('keeps the page, header and footer when the chat cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useLayoutStore.getState().setVisible('chatbot', true);
    renderRoutes(
      [{ element: <RootLayout />, children: [{ path: '/', element: <p>Home page</p> }] }],
      '/',
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
    useLayoutStore.getState().reset();
  });
});
