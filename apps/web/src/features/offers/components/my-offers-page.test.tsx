import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { donorOffer, hoursFromNow, listed } from '../test/offer-fixtures';
import { MyOffersPage } from './my-offers-page';

const names = { names: { 'reuse-food-bank': 'Donation to a food bank' } };

function renderPage() {
  server.use(
    answer('get', '/solutions/names', names),
    answer('get', '/me/arrangements', { as_donor: [], as_provider: [] }),
  );
  return renderRoutes(
    [
      {
        path: '/my-offers',
        element: (
          <StrictMode>
            <MyOffersPage />
          </StrictMode>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/my-offers',
  );
}

const id = (n: number) => `7c0e6c4e-1d7e-4a4b-9a51-${String(n).padStart(12, '0')}`;

describe('My offers', () => {
  it('lists each offer: surplus, provider, solution, status in words, window or agreed time', async () => {
    const waiting = donorOffer({ id: id(1) });
    const accepted = donorOffer({
      id: id(2),
      status: 'accepted',
      surplus: { ...waiting.surplus, name: 'Yoghurt', amount: { value: 12.5, unit: 'kg' } },
      provider: { ...waiting.provider, name: 'Caritas Markt', city: 'Graz' },
      pickup_at: hoursFromNow(5),
    });
    server.use(
      answer('get', '/me/offers', {
        offers: [listed(waiting), listed(accepted)],
        next_cursor: null,
      }),
    );
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('heading', { name: 'Bread, 40 kg' })).toBeInTheDocument();
    expect(within(first).getByText('Tafel Wien, Wien, Austria')).toBeInTheDocument();
    expect(await within(first).findByText('Donation to a food bank')).toBeInTheDocument();
    expect(within(first).getByText('Waiting for the provider')).toBeInTheDocument();
    expect(
      within(first).getByText(
        `${formatDateTime(waiting.pickup_from)} to ${formatDateTime(waiting.pickup_to)}`,
      ),
    ).toBeInTheDocument();

    expect(within(second).getByRole('heading', { name: 'Yoghurt, 12.5 kg' })).toBeInTheDocument();
    expect(within(second).getByText('Caritas Markt, Graz, Austria')).toBeInTheDocument();
    expect(within(second).getByText('Accepted')).toBeInTheDocument();
    expect(within(second).getByText('Pick-up')).toBeInTheDocument();
    expect(within(second).getByText(formatDateTime(accepted.pickup_at!))).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('link', { name: 'Yoghurt, 12.5 kg' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/my-offers/${id(2)}`);
  });

  it('says how to make an offer when there is none, with the way to the tool', async () => {
    server.use(answer('get', '/me/offers', { offers: [], next_cursor: null }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeInTheDocument();
    expect(screen.getByText(/choose 'Offer this surplus' at one of its providers/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the tool' })).toHaveAttribute('href', '/tool');
  });

  it('loads the next page with the cursor, keeping the first', async () => {
    // The server pages by 50; a short first page with a cursor reads the same.
    const firstPage = Array.from({ length: 3 }, (_, n) => listed(donorOffer({ id: id(n + 1) })));
    const last = donorOffer({
      id: id(99),
      status: 'expired',
      surplus: { ...donorOffer().surplus, name: 'Apples' },
    });
    server.use(
      answer('get', '/me/offers?', { offers: firstPage, next_cursor: 'c-50' }),
      answer('get', '/me/offers?cursor=c-50', { offers: [listed(last)], next_cursor: null }),
    );
    renderPage();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Apples, 40 kg' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('All your offers are shown.')).toBeInTheDocument();
    // The button stays (the focus is kept) but asks for nothing more.
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(callsTo('/me/offers?cursor=c-50')).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      answerError('get', '/me/offers', 500, 'Something went wrong.', {}, { once: true }),
      answer('get', '/me/offers', { offers: [listed(donorOffer())], next_cursor: null }),
    );
    renderPage();
    expect(await screen.findByText('Your offers could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
