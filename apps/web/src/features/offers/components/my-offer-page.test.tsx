import type { OfferDetail } from '@foodhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { toLocalInput } from '../lib/answer-rules';
import { donorOffer, hoursFromNow } from '../test/offer-fixtures';
import { MyOfferPage } from './my-offer-page';

const ID = donorOffer().id;
const path = `/me/offers/${ID}`;
const names = { names: { 'reuse-food-bank': 'Donation to a food bank' } };

function renderPage(offer: OfferDetail | null = donorOffer()) {
  server.use(answer('get', '/solutions/names', names));
  if (offer) server.use(answer('get', path, offer));
  return renderRoutes(
    [
      {
        path: '/my-offers/:id',
        element: (
          <StrictMode>
            <MyOfferPage id={ID} />
          </StrictMode>
        ),
      },
    ],
    `/my-offers/${ID}`,
  );
}

const accepted = (overrides: Partial<OfferDetail> = {}) =>
  donorOffer({
    status: 'accepted',
    pickup_at: hoursFromNow(5),
    collector: 'Maria with the white van',
    provider: {
      ...donorOffer().provider,
      contact: { contact_person: 'Anna Berger', email: 'hallo@tafel.example', phone: '+43 1 234' },
    },
    events: [
      { at: hoursFromNow(-2), actor: 'donor', status: 'sent', detail: null },
      {
        at: hoursFromNow(-1),
        actor: 'provider',
        status: 'accepted',
        detail: { pickup_at: hoursFromNow(5) },
      },
    ],
    ...overrides,
  });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('One of my offers', () => {
  it('shows where it stands, the offer, the provider and its history', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Offer: Bread', level: 1 })).toBeVisible();
    expect(screen.getByText('Waiting for the provider')).toBeInTheDocument();
    expect(screen.getByText(/has not answered yet/)).toBeInTheDocument();
    expect(screen.getByText('Tafel Wien')).toBeInTheDocument();
    expect(screen.getByText(/full contact details show here once it has accepted/)).toBeVisible();
    expect(screen.getByText('Two crates')).toBeInTheDocument();
    expect(screen.getByText('Your message')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Offer sent.')).toBeInTheDocument();
    expect(within(history).getByText(/· You$/)).toBeInTheDocument();
    // Only withdrawing is possible while the provider has not answered.
    expect(screen.getByRole('button', { name: 'Withdraw the offer' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Kilograms handed over/)).not.toBeInTheDocument();
  });

  it('withdraws after asking once more, and shows the new status', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this offer?' });
    server.use(
      answer('post', `${path}/withdraw`, donorOffer({ status: 'withdrawn' })),
      answer('get', '/me/offers', { offers: [], next_cursor: null }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Saved. The offer is now: Withdrawn.')).toBeInTheDocument();
    expect(callsTo(`${path}/withdraw`, 'post')[0]?.body).toEqual({});
    expect(screen.getByText('You withdrew this offer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the offer' })).not.toBeInTheDocument();
  });

  it('agrees to a time only inside the proposed window', async () => {
    const proposed = donorOffer({
      status: 'proposed',
      pickup_from: hoursFromNow(24),
      pickup_to: hoursFromNow(30),
    });
    renderPage(proposed);
    const user = userEvent.setup();
    expect(await screen.findByText('The provider proposed another time')).toBeInTheDocument();
    const time = screen.getByLabelText(/Pick-up time/);
    expect(time).toHaveAttribute('min', toLocalInput(proposed.pickup_from, 'up'));

    fireEvent.change(time, { target: { value: toLocalInput(hoursFromNow(40)) } });
    await user.click(screen.getByRole('button', { name: 'Agree to this time' }));
    expect(
      await screen.findByText(
        `Choose a time between ${formatDateTime(proposed.pickup_from)} and ${formatDateTime(proposed.pickup_to)}.`,
      ),
    ).toBeInTheDocument();
    expect(callsTo(`${path}/agree`)).toHaveLength(0);

    const chosen = toLocalInput(hoursFromNow(26));
    const agreed = accepted({ pickup_at: new Date(chosen).toISOString() });
    server.use(
      answer('post', `${path}/agree`, agreed),
      answer('get', '/me/offers', { offers: [], next_cursor: null }),
    );
    fireEvent.change(time, { target: { value: chosen } });
    await user.click(screen.getByRole('button', { name: 'Agree to this time' }));
    expect(await screen.findByText('Saved. The offer is now: Accepted.')).toBeInTheDocument();
    expect(callsTo(`${path}/agree`, 'post')[0]?.body).toEqual({
      pickup_at: new Date(chosen).toISOString(),
    });
    // Accepted now: the contact and the handover.
    expect(screen.getByRole('link', { name: 'hallo@tafel.example' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Kilograms handed over/)).toBeInTheDocument();
  });

  it('confirms the handover with another amount than offered, read as German writes it', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderPage(accepted());
    const user = userEvent.setup();
    expect(await screen.findByText('Angenommen')).toBeInTheDocument();
    expect(screen.getByText('Es kommt: Maria with the white van')).toBeInTheDocument();
    expect(screen.getByText('Anna Berger')).toBeInTheDocument();
    const kg = screen.getByLabelText(/Übergebene Kilogramm/);
    expect(kg).toHaveValue('40');

    await user.clear(kg);
    await user.click(screen.getByRole('button', { name: 'Übergabe bestätigen' }));
    expect(await screen.findByText('Geben Sie die übergebenen Kilogramm ein.')).toBeInTheDocument();
    await user.type(kg, 'zwölf');
    await user.click(screen.getByRole('button', { name: 'Übergabe bestätigen' }));
    expect(await screen.findByText('Geben Sie eine Zahl ein, z. B. 12,5.')).toBeInTheDocument();
    expect(callsTo(`${path}/handover`)).toHaveLength(0);

    server.use(
      answer(
        'post',
        `${path}/handover`,
        accepted({ status: 'handed_over', handed_over_kg: 12.5, handed_over_at: hoursFromNow(0) }),
      ),
      answer('get', '/me/offers', { offers: [], next_cursor: null }),
    );
    await user.clear(kg);
    await user.type(kg, '12,5');
    await user.click(screen.getByRole('button', { name: 'Übergabe bestätigen' }));
    expect(
      await screen.findByText('Gespeichert. Das Angebot ist jetzt: Übergeben.'),
    ).toBeInTheDocument();
    expect(callsTo(`${path}/handover`, 'post')[0]?.body).toEqual({ handed_over_kg: 12.5 });
    expect(screen.getByText(/Übergeben: 12,5 kg am/)).toBeInTheDocument();
  });

  it('reports that nobody came, after asking once more', async () => {
    renderPage(accepted());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nobody came' }));
    const dialog = screen.getByRole('dialog', { name: 'Nobody came?' });
    server.use(
      answer('post', `${path}/handover`, accepted({ status: 'no_show' })),
      answer('get', '/me/offers', { offers: [], next_cursor: null }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, nobody came' }));
    expect(await screen.findByText('Saved. The offer is now: Nobody came.')).toBeInTheDocument();
    expect(callsTo(`${path}/handover`, 'post')[0]?.body).toEqual({ no_show: true });
    expect(screen.getByText('You recorded that nobody came to pick it up.')).toBeInTheDocument();
  });

  it('says so when the offer moved meanwhile, and shows it as it is now', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the offer' }));
    server.use(
      answerError(
        'post',
        `${path}/withdraw`,
        409,
        'This offer is declined; it cannot be withdraw now.',
        {
          code: 'OFFER_WRONG_STATE',
          params: { status: 'declined', move: 'withdraw' },
        },
      ),
      answer('get', path, donorOffer({ status: 'declined', decline_reason: 'no_capacity' })),
      answer('get', '/me/offers', { offers: [], next_cursor: null }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw this offer?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer changed meanwhile (the provider answered, or its window passed)',
    );
    expect(
      await screen.findByText('The provider declined: No room or staff for it now.'),
    ).toBeVisible();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the offer is not there (or not this account’s), with the way back', async () => {
    server.use(answerError('get', path, 404, `No offer with id ${ID}.`, { code: 'OFFER_UNKNOWN' }));
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To My offers' })).toHaveAttribute(
      'href',
      '/my-offers',
    );
  });
});
