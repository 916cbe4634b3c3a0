import type { Offer, ProviderOfferList } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { InboxPage } from './inbox-page';
import { hoursFromNow, inboxOffer, solutionNames } from '../test/provider-offer-fixtures';

const list = (
  offers: Offer[],
  { waiting = 0, next_cursor = null }: Partial<ProviderOfferList> = {},
): ProviderOfferList => ({ offers, waiting, next_cursor });

const waitingOffer = inboxOffer();
const acceptedOffer = inboxOffer({
  id: '5b7e7d1a-2f43-4d0c-8f3e-6d9d1e0c0002',
  status: 'accepted',
  surplus: {
    name: 'Apples',
    amount: { value: 120.5, unit: 'kg' },
    frequency: null,
    food_groups: [],
    condition_answers: {},
  },
  donor: {
    name: 'Obsthof Kern',
    address: null,
    postal_code: null,
    city: 'Maribor',
    country: 'SI',
    email: null,
  },
  pickup_at: hoursFromNow(5),
  collector: 'Maria',
  created_at: hoursFromNow(-30),
});

/** The inbox at /provider-offers, with the offers' pages and the places its links lead to. */
function renderInbox(first: ProviderOfferList | ReturnType<typeof answerError>) {
  server.use(
    'info' in first ? first : answer('get', '/me/provider/offers?', first),
    answer('get', '/solutions/names', solutionNames),
    answer('get', '/me/arrangements', { as_donor: [], as_provider: [] }),
  );
  return renderRoutes(
    [
      {
        path: '/provider-offers',
        element: (
          <StrictMode>
            <InboxPage />
          </StrictMode>
        ),
      },
      { path: '/provider-offers/:id', element: <p>The offer page</p> },
      { path: '/my-organisation', element: <p>My organisation page</p> },
    ],
    '/provider-offers',
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('InboxPage', () => {
  it('lists the offers newest first, with how many wait for an answer', async () => {
    renderInbox(list([waitingOffer, acceptedOffer], { waiting: 1 }));
    expect(screen.getByText('Loading the offers…')).toBeInTheDocument();
    expect(await screen.findByText('1 offer waits for your answer')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Offers received', level: 1 })).toBeVisible();

    const cards = within(screen.getByRole('list', { name: 'Offers, newest first' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [bread, apples] = cards as [HTMLElement, HTMLElement];

    // The waiting one: its state, marked, and what, from whom, for what and when.
    expect(within(bread).getByRole('link', { name: 'Bread' })).toHaveAttribute(
      'href',
      `/provider-offers/${waitingOffer.id}`,
    );
    expect(within(bread).getByText('Waiting for your answer')).toBeVisible();
    expect(within(bread).getByText('Your answer is needed')).toBeVisible();
    expect(bread).toHaveAttribute('data-waiting', 'true');
    expect(within(bread).getByText('40 kg · 1 times per week')).toBeVisible();
    expect(within(bread).getByText('From Bäckerei Huber, Graz, Austria')).toBeVisible();
    expect(await within(bread).findByText('For: Donation to a food bank')).toBeVisible();
    expect(
      within(bread).getByText(
        `Pick-up window: ${formatDateTime(waitingOffer.pickup_from)} to ${formatDateTime(waitingOffer.pickup_to)}`,
      ),
    ).toBeVisible();

    // An accepted one: the agreed time instead of the window, and no mark.
    expect(within(apples).getByText('Accepted')).toBeVisible();
    expect(apples).not.toHaveAttribute('data-waiting');
    expect(within(apples).queryByText('Your answer is needed')).toBeNull();
    expect(within(apples).getByText('120.5 kg')).toBeVisible();
    expect(within(apples).getByText('From Obsthof Kern, Maribor, Slovenia')).toBeVisible();
    expect(
      within(apples).getByText(`Pick-up agreed: ${formatDateTime(acceptedOffer.pickup_at!)}`),
    ).toBeVisible();

    expect(screen.getByText('All 2 offers shown.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Asked once, in StrictMode too.
    expect(callsTo('/me/provider/offers')).toHaveLength(1);
  });

  it('opens an offer from its card', async () => {
    const { router } = renderInbox(list([waitingOffer], { waiting: 1 }));
    await userEvent.click(await screen.findByRole('link', { name: 'Bread' }));
    expect(router.state.location.pathname).toBe(`/provider-offers/${waitingOffer.id}`);
  });

  it('says so when nothing waits for an answer', async () => {
    renderInbox(list([acceptedOffer], { waiting: 0 }));
    expect(await screen.findByText('No offer waits for your answer.')).toBeVisible();
  });

  it('says how offers come when there is none yet', async () => {
    renderInbox(list([]));
    expect(
      await screen.findByText('No offers yet: donors nearby can offer you surplus from the tool.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('explains the provider entry to an account without one, with a way to enter it', async () => {
    const { router } = renderInbox(
      answerError('get', '/me/provider/offers', 404, 'Your account keeps no provider entry.', {
        code: 'OFFER_NO_PROVIDER',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        name: "Offers arrive through your organisation's provider entry",
      }),
    ).toBeVisible();
    expect(screen.getByText(/once its provider entry is entered and approved/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const link = screen.getByRole('link', { name: 'Go to My organisation' });
    expect(link).toHaveAttribute('href', '/my-organisation');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/my-organisation');
  });

  it('shows a failure with a retry', async () => {
    renderInbox(
      answerError('get', '/me/provider/offers', 500, 'Internal Server Error', {}, { once: true }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The offers could not be loaded')).toBeVisible();
    server.use(answer('get', '/me/provider/offers', list([waitingOffer], { waiting: 1 })));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bread' })).toBeVisible();
    expect(callsTo('/me/provider/offers')).toHaveLength(2);
  });

  it('loads the next page with the cursor, keeping the focus on the button', async () => {
    const older = inboxOffer({
      id: '5b7e7d1a-2f43-4d0c-8f3e-6d9d1e0c0003',
      status: 'expired',
      surplus: { ...waitingOffer.surplus, name: 'Yoghurt' },
      created_at: hoursFromNow(-300),
    });
    renderInbox(list([waitingOffer, acceptedOffer], { waiting: 1, next_cursor: 'page-2' }));
    expect(await screen.findByText('2 offers shown; there are more.')).toBeVisible();
    server.use(
      answer(
        'get',
        '/me/provider/offers?cursor=page-2',
        list([older, acceptedOffer], { waiting: 2 }),
      ),
    );
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('link', { name: 'Yoghurt' })).toBeVisible();
    expect(callsTo('/me/provider/offers?cursor=page-2')).toHaveLength(1);
    // An offer both pages hold is shown once; the latest page's count is the one shown.
    expect(screen.getAllByRole('link', { name: 'Apples' })).toHaveLength(1);
    expect(screen.getByText('All 3 offers shown.')).toBeVisible();
    expect(screen.getByText('2 offers wait for your answer')).toBeVisible();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(callsTo('/me/provider/offers')).toHaveLength(2);
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.loadNamespaces(['offer-inbox', 'offers', 'matching']));
    renderInbox(list([waitingOffer], { waiting: 1 }));
    expect(await screen.findByText('1 Angebot wartet auf Ihre Antwort')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Erhaltene Angebote', level: 1 })).toBeVisible();
    expect(screen.getByText('Wartet auf Ihre Antwort')).toBeVisible();
    expect(screen.getByText('Von Bäckerei Huber, Graz, Österreich')).toBeVisible();
    expect(screen.getByText('Das einzige Angebot wird angezeigt.')).toBeVisible();
  });
});
