import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { answerError, callsTo, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../router';

describe('/offer-answer', () => {
  it('needs no login: signed out, the link is asked about and the page says what it found', async () => {
    useSessionStore.getState().endSession();
    const token = 'e'.repeat(43);
    server.use(
      answerError('post', '/offer-link', 404, 'This link is not valid (any more).', {
        code: 'OFFER_LINK_UNKNOWN',
      }),
    );
    renderRoutes(routes, `/offer-answer?token=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid (any more)' }),
    ).toBeVisible();
    expect(document.title).toBe('Surplus food offered to you | Alpine Food Hub');
    expect(callsTo('/offer-link')[0]?.body).toEqual({ token });
  });
});
