import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    renderRoutes([{ path: '/', element: <Footer /> }]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Alpine Food Hub`)).toBeInTheDocument();
  });

  it('links the legal pages, the project and the contact address', () => {
    renderRoutes([{ path: '/', element: <Footer /> }]);
    const nav = screen.getByRole('navigation', { name: 'Legal and contact' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(nav).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    const project = within(nav).getByRole('link', { name: /Project website/ });
    expect(project).toHaveAttribute('href', 'https://www.alpine-space.eu/');
    expect(project).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:contact@alpine-food-hub.eu',
    );
  });

  it('shows the partner logos', () => {
    renderRoutes([{ path: '/', element: <Footer /> }]);
    expect(screen.getByRole('img', { name: 'University of Applied Sciences' })).toHaveAttribute(
      'src',
      `${import.meta.env.BASE_URL}logos/university-of-applied-sciences.svg`,
    );
    expect(screen.getByRole('img', { name: 'Alpine circular economy project' })).toBeVisible();
    // Below the fold on most screens: fetched when scrolled near.
    for (const name of ['University of Applied Sciences', 'Alpine circular economy project']) {
      const logo = screen.getByRole('img', { name });
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('width', '220');
      expect(logo).toHaveAttribute('height', '64');
    }
    // The product's logo is drawn in the page, not fetched.
    const productLogo = screen.getByRole('img', { name: 'Alpine Food Hub logo' });
    expect(productLogo).toBeVisible();
    expect(productLogo.tagName.toLowerCase()).toBe('svg');
  });

  it("writes to the operator's e-mail address when the server has one (OPERATOR_EMAIL)", async () => {
    server.use(answer('get', '/config', { operator: { email: 'office@operator.example.org' } }));
    renderRoutes([{ path: '/', element: <Footer /> }]);
    const nav = screen.getByRole('navigation', { name: 'Legal and contact' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        'mailto:office@operator.example.org',
      ),
    );
  });
});
