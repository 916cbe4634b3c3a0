import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getConsent } from '../../lib/analytics';
import { renderRoutes } from '../../test/render-with-providers';
import { ConsentBanner } from './consent-banner';

describe('ConsentBanner', () => {
  beforeEach(() => localStorage.clear());

  it('asks before collecting statistics and links to the privacy policy', () => {
    renderRoutes([{ path: '/', element: <ConsentBanner /> }]);
    expect(screen.getByText(/only collected with your consent/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it.each([
    ['Accept statistics', 'granted'],
    ['Decline', 'denied'],
  ] as const)('hides after "%s" and remembers %s', async (button, consent) => {
    renderRoutes([{ path: '/', element: <ConsentBanner /> }]);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    expect(getConsent()).toBe(consent);
  });

  it("gives the focus it held to the page's heading once answered", async () => {
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <ConsentBanner />
            <main id="main-content" tabIndex={-1}>
              <h1>Give your food surplus a second life</h1>
            </main>
          </>
        ),
      },
    ]);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { name: 'Give your food surplus a second life' }),
    ).toHaveFocus();
  });

  it('stays hidden once a choice exists', () => {
    localStorage.setItem('analytics-consent', 'denied');
    renderRoutes([{ path: '/', element: <ConsentBanner /> }]);
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
