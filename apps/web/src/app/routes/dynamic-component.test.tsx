import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-with-providers';
import { routePaths } from '../../config/paths';

const routes = [
  { path: routePaths['dynamic-component'], lazy: () => import('./dynamic-component') },
  { path: routePaths.main, element: <p>Developer view</p> },
];

describe('dynamic component view', () => {
  it("renders the view registered as 'hello world'", async () => {
    renderRoutes(routes, '/component/hello%20world');
    expect(await screen.findByRole('heading', { name: 'Hello World' })).toBeInTheDocument();
  });

  it('names an unknown component and links back to the developer view', async () => {
    renderRoutes(routes, '/component/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Unknown component' })).toBeInTheDocument();
    expect(screen.getByText(/"no-such-thing"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the developer view' })).toHaveAttribute(
      'href',
      '/main',
    );
  });
});
