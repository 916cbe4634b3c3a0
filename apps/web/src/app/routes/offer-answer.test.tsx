import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { donorOffer } from '../../features/offers/test/offer-fixtures';
import i18n from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../stores/session-store';
import { answer, answerError, callsTo, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { textsShown } from '../../test/texts-shown';
import { routes } from '../router';

describe('/offer-answer', () => {
  it('needs no login: signed out, the link is asked about and the page says what it found', async () => {
    useSessionStore.getState().endSession();
    const token = 'e'.repeat(43);
    server.use(
      answerError('post', '/offer-link', 404, 'This link is not valid (any more).', {
        code: 'OFFER_LINK_UNKNOWN',
      }),
      answer('get', '/solutions/names', { names: {} }),
    );
    renderRoutes(routes, `/offer-answer?token=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid (any more)' }),
    ).toBeVisible();
    expect(document.title).toBe('Surplus food offered to you | Alpine Food Hub');
    expect(callsTo('/offer-link')[0]?.body).toEqual({ token });
  });

  it('renders the offer at once: the loader asked for it before the page showed', async () => {
    useSessionStore.getState().endSession();
    const token = 'g'.repeat(43);
    server.use(
      answer('post', '/offer-link', donorOffer({ viewer: 'provider' })),
      answer('get', '/solutions/names', { names: {} }),
    );
    // Whether the page's loading line was on screen at any moment, from its first render on.
    const shown = textsShown(['Loading the offer…']);
    // The app's own query client, which the loaders fill.
    renderRoutes(routes, `/offer-answer?token=${token}`, { queryClient });
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeVisible();
    expect(shown.stop()).toEqual([]);
    expect(callsTo('/offer-link')).toHaveLength(1);
  });

  it("names the offer's solution in the reader's language from its first render", async () => {
    useSessionStore.getState().endSession();
    await act(() => i18n.changeLanguage('de'));
    const token = 'h'.repeat(43);
    server.use(
      answer('post', '/offer-link', donorOffer({ viewer: 'provider' })),
      answer('get', '/solutions/names', { names: { 'reuse-food-bank': 'Spende an eine Tafel' } }),
    );
    // Whether the name stored with the offer (English) was on screen at any moment.
    const shown = textsShown(['Donation to a food bank']);
    try {
      renderRoutes(routes, `/offer-answer?token=${token}`, { queryClient });
      expect(await screen.findByText('Spende an eine Tafel')).toBeVisible();
      expect(shown.stop()).toEqual([]);
    } finally {
      shown.stop();
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
