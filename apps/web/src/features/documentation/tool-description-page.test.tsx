import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { answer, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { DOC_SECTIONS, ToolDescriptionPage } from './tool-description-page';

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/tool-description',
        element: (
          <Suspense fallback={<p>loading</p>}>
            <ToolDescriptionPage />
          </Suspense>
        ),
      },
    ],
    '/tool-description',
  );
}

describe('ToolDescriptionPage', () => {
  beforeEach(() => {
    server.use(answer('get', '/config', { operator: { email: 'help@operator.example.org' } }));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    localStorage.clear();
  });

  it('has the nine sections of the spec, each linked from the side contents', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      DOC_SECTIONS.map((id) => `/tool-description#${id}`),
    );
    for (const id of DOC_SECTIONS) expect(document.getElementById(id)).not.toBeNull();
    expect(links.map((a) => a.textContent)).toEqual([
      'Introduction',
      'Getting Started',
      'Using the Tool',
      'Solution Details',
      'Environmental Impact Analysis',
      'Chatbot',
      'Data Sources',
      'Project Context',
      'Support',
    ]);
  });

  it('quotes the impact model and the session length from the code', async () => {
    renderPage();
    const lca = await screen.findByRole('region', { name: 'Environmental Impact Analysis' });
    expect(lca).toHaveTextContent('donated kg × 0.78 (share eaten) × 0.33');
    expect(lca).toHaveTextContent('4.345 donations per month and 52 per year');
    expect(lca).toHaveTextContent('straight-line distance × 1.3');
    const table = within(lca).getByRole('table', { name: 'Constants of the impact model' });
    const transport = within(table).getByRole('row', { name: /Road transport, per tonne-km/ });
    expect(
      within(transport)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.58', '0.163', '9.29']);
    expect(screen.getByRole('region', { name: 'Getting Started' })).toHaveTextContent(
      'A login lasts 10 hours.',
    );
    expect(lca).toHaveTextContent('not a full life cycle assessment according to ISO 14040/44');
  });

  it('gives the operator contact and the legal pages under Support', async () => {
    renderPage();
    const support = await screen.findByRole('region', { name: 'Support' });
    expect(
      await within(support).findByRole('link', { name: 'help@operator.example.org' }),
    ).toHaveAttribute('href', 'mailto:help@operator.example.org');
    expect(within(support).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('switches language, remembers it and writes numbers the new way', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tool Description' });
    const switcher = screen.getByRole('radiogroup', { name: 'Language' });
    await user.click(within(switcher).getByText('FR'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Description de l'outil" }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('1,58');
  });
});
