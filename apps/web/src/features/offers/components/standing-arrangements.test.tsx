import type { Arrangement } from '@foodhub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatWeekdayTime } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { donorOffer, hoursFromNow } from '../test/offer-fixtures';
import { ArrangeWeekly, StandingArrangements } from './standing-arrangements';

// Standing weekly pick-ups: listed for each side with a way to end them, and arranged from an
// accepted offer of a recurring surplus.

const weekly = (overrides: Partial<Arrangement> = {}): Arrangement => ({
  id: '9a0e6c4e-1d7e-4a4b-9a51-5d6f0f7d2b99',
  status: 'active',
  viewer: 'donor',
  source_offer_id: '7c0e6c4e-1d7e-4a4b-9a51-5d6f0f7d2b11',
  solution: { id: 'reuse-food-bank', process_name: 'Donation to a food bank' },
  provider: { id: 'b3f2d1f0-0000-4000-8000-000000000001', name: 'Tafel Graz', city: 'Graz' },
  donor: { name: 'Bäckerei Huber', city: 'Graz' },
  surplus: { name: 'Bread', amount: { value: 40, unit: 'kg' } },
  next_pickup_at: hoursFromNow(24 * 8),
  created_at: hoursFromNow(-1),
  ended_at: null,
  ended_by: null,
  ...overrides,
});

describe('StandingArrangements', () => {
  it('lists the active weekly pick-ups of its side, and ends one after asking', async () => {
    const active = weekly();
    server.use(
      answer('get', '/me/arrangements', {
        as_donor: [active, weekly({ id: 'ended', status: 'ended' })],
        as_provider: [],
      }),
      answer('post', `/me/arrangements/${active.id}/end`, { ...active, status: 'ended' }),
    );
    renderWithProviders(
      <StrictMode>
        <StandingArrangements side="donor" />
      </StrictMode>,
    );
    const section = await screen.findByRole('region', { name: 'Weekly pick-ups' });
    expect(within(section).getByText('Bread, 40 kg · Tafel Graz, Graz')).toBeInTheDocument();
    expect(
      within(section).getByText(`Every ${formatWeekdayTime(active.next_pickup_at)}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    // The ended one is not listed.
    expect(within(section).getAllByRole('button', { name: 'End the weekly pick-up' })).toHaveLength(
      1,
    );

    await userEvent.click(within(section).getByRole('button', { name: 'End the weekly pick-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this weekly pick-up?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End it' }));
    await vi.waitFor(() => expect(callsTo(`/me/arrangements/${active.id}/end`)).toHaveLength(1));
  });

  it('shows nothing for a side without weekly pick-ups', async () => {
    server.use(answer('get', '/me/arrangements', { as_donor: [weekly()], as_provider: [] }));
    renderWithProviders(<StandingArrangements side="provider" />);
    await vi.waitFor(() => expect(callsTo('/me/arrangements')).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('ArrangeWeekly', () => {
  const accepted = donorOffer({ status: 'accepted', pickup_at: hoursFromNow(20) });

  it('arranges the accepted pick-up every week, in German', async () => {
    await i18n.changeLanguage('de');
    try {
      server.use(
        answer('post', `/me/offers/${accepted.id}/arrangement`, weekly(), { status: 201 }),
      );
      renderWithProviders(<ArrangeWeekly offer={accepted} />);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Jede Woche abholen lassen' }),
      );
      await vi.waitFor(() =>
        expect(callsTo(`/me/offers/${accepted.id}/arrangement`, 'post')).toHaveLength(1),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says why the server refused', async () => {
    server.use(
      answerError('post', `/me/offers/${accepted.id}/arrangement`, 429, 'You keep 20.', {
        code: 'ARRANGEMENT_LIMIT',
        params: { limit: '20' },
      }),
    );
    renderWithProviders(<ArrangeWeekly offer={accepted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pick it up every week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You keep 20 weekly pick-ups; end one before arranging another.',
    );
  });

  it('is offered only for an accepted or handed-over offer of a recurring surplus', () => {
    const sent = renderWithProviders(<ArrangeWeekly offer={donorOffer()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    sent.unmount();
    const once = { ...accepted.surplus, frequency: null };
    const single = renderWithProviders(<ArrangeWeekly offer={{ ...accepted, surplus: once }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    single.unmount();
    renderWithProviders(<ArrangeWeekly offer={{ ...accepted, arrangement_id: 'a1' }} />);
    expect(screen.getByText('A weekly pick-up was arranged from this offer.')).toBeInTheDocument();
  });
});
