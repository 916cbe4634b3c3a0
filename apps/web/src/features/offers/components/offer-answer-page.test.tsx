import type { OfferDetail } from '@foodhub/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { answer, answerError, apiCalls, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { toLocalInput } from '../lib/answer-rules';
import { donorOffer } from '../test/offer-fixtures';
import { OfferAnswerPage } from './offer-answer-page';

const HOUR = 3600_000;
const TOKEN = 'f'.repeat(43);
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The offer as the link shows it to the provider: the donor's offer, with no history yet. */
const offerFixture = (overrides: Partial<OfferDetail> = {}): OfferDetail =>
  donorOffer({
    viewer: 'provider',
    provider: {
      id: 'b3f2d1f0-0000-4000-8000-000000000001',
      name: 'Sample Food Bank Wien 1',
      city: 'Wien',
      country: 'AT',
      contact: { contact_person: null, email: 'food-bank@example.org', phone: null },
    },
    events: [],
    ...overrides,
  });

const names = { names: { 'reuse-food-bank': 'Donation to a food bank' } };

/** The page at the link, the offer answered by POST /offer-link (or by the handler given). */
function renderPage(
  search = `?token=${TOKEN}`,
  offer: OfferDetail | RequestHandler = offerFixture(),
) {
  const view = 'info' in offer ? offer : answer('post', '/offer-link', offer);
  server.use(view, answer('get', '/solutions/names', names));
  return renderRoutes(
    [
      {
        path: '/offer-answer',
        element: (
          <StrictMode>
            <OfferAnswerPage />
          </StrictMode>
        ),
      },
    ],
    `/offer-answer${search}`,
  );
}

const answerCall = () => callsTo('/offer-link/answer', 'post');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('OfferAnswerPage', () => {
  it('shows the offer: what, from whom, where, for which solution and when', async () => {
    const offer = offerFixture();
    renderPage();
    expect(screen.getByText('Loading the offer…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Surplus food offered to you', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('Bread')).toBeInTheDocument();
    expect(screen.getByText('40 kg')).toBeInTheDocument();
    expect(screen.getByText('1 times per week')).toBeInTheDocument();
    expect(screen.getByText('Cereal products')).toBeInTheDocument();
    expect(screen.getByText('Which date is on the pack?', { exact: false })).toHaveTextContent(
      'Which date is on the pack? Best before',
    );
    expect(screen.getByText('Bäckerei Huber')).toBeInTheDocument();
    expect(screen.getByText('Hauptplatz 1, 8010 Graz, Austria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'huber@baeckerei.example' })).toHaveAttribute(
      'href',
      'mailto:huber@baeckerei.example',
    );
    expect(await screen.findByText('Donation to a food bank')).toBeInTheDocument();
    const window = `${formatDateTime(offer.pickup_from)} to ${formatDateTime(offer.pickup_to)}`;
    expect(screen.getByText(window)).toBeInTheDocument();
    expect(screen.getByText('Two crates')).toBeInTheDocument();
    expect(screen.getByText('Back door, ring twice.')).toBeInTheDocument();
    for (const name of ['Accept', 'Propose another time', 'Decline']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    // The token goes in the body, once, in StrictMode too.
    expect(callsTo('/offer-link')).toHaveLength(1);
    expect(callsTo('/offer-link')[0]?.body).toEqual({ token: TOKEN });
  });

  it('accepts with a time in the window and shows the accepted offer, without choices', async () => {
    const offer = offerFixture();
    renderPage(`?token=${TOKEN}`, offer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-expanded', 'true');
    const time = screen.getByLabelText(/Pick-up time/);
    expect(time).toHaveAttribute('type', 'datetime-local');
    expect(time).toHaveAttribute('min', toLocalInput(offer.pickup_from, 'up'));
    expect(time).toHaveAttribute('max', toLocalInput(offer.pickup_to, 'down'));
    const chosen = toLocalInput(at(6));
    fireEvent.change(time, { target: { value: chosen } });
    await userEvent.type(screen.getByLabelText(/Who comes/), 'Maria with the white van');

    const pickupAt = new Date(chosen).toISOString();
    const accepted = offerFixture({
      status: 'accepted',
      pickup_at: pickupAt,
      collector: 'Maria with the white van',
    });
    server.use(answer('post', '/offer-link/answer', accepted));
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));

    expect(
      await screen.findByText('Thank you: your answer was sent to the donor.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`The offer was accepted: pick-up on ${formatDateTime(pickupAt)}.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Who comes: Maria with the white van')).toBeInTheDocument();
    expect(screen.getByText('This link cannot answer the offer again.')).toBeInTheDocument();
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(answerCall()).toHaveLength(1);
    expect(answerCall()[0]?.body).toEqual({
      token: TOKEN,
      answer: { type: 'accept', pickup_at: pickupAt, collector: 'Maria with the white van' },
    });
  });

  it('refuses a missing time or one outside the window before sending', async () => {
    const offer = offerFixture();
    renderPage(`?token=${TOKEN}`, offer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const submit = screen.getByRole('button', { name: 'Accept the offer' });
    await userEvent.click(submit);
    expect(await screen.findByText('Choose a pick-up time.')).toBeInTheDocument();
    const time = screen.getByLabelText(/Pick-up time/);
    expect(time).toHaveFocus();

    fireEvent.change(time, { target: { value: toLocalInput(at(30)) } });
    await userEvent.click(submit);
    const window = `${formatDateTime(offer.pickup_from)} and ${formatDateTime(offer.pickup_to)}`;
    expect(await screen.findByText(`Choose a time between ${window}.`)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(answerCall()).toEqual([]);
  });

  it("declines: a reason is needed, and for 'other' a text", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const submit = screen.getByRole('button', { name: 'Decline the offer' });
    await userEvent.click(submit);
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Say why you decline.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Say why/)).toHaveFocus();
    expect(answerCall()).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Say why/), 'Our van is in the workshop.');
    const declined = offerFixture({
      status: 'declined',
      decline_reason: 'other',
      decline_text: 'Our van is in the workshop.',
    });
    server.use(answer('post', '/offer-link/answer', declined));
    await userEvent.click(submit);
    expect(await screen.findByText('The offer was declined: Another reason.')).toBeInTheDocument();
    expect(screen.getByText('Note: Our van is in the workshop.')).toBeInTheDocument();
    expect(answerCall()[0]?.body).toEqual({
      token: TOKEN,
      answer: { type: 'decline', reason: 'other', text: 'Our van is in the workshop.' },
    });
  });

  it('proposes another window only when it starts before it ends', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const from = toLocalInput(at(30));
    const to = toLocalInput(at(28));
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
    const submit = screen.getByRole('button', { name: 'Send the proposal' });
    await userEvent.click(submit);
    expect(await screen.findByText('The window must start before it ends.')).toBeInTheDocument();
    expect(answerCall()).toEqual([]);

    const later = toLocalInput(at(34));
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: later } });
    const proposed = offerFixture({
      status: 'proposed',
      pickup_from: new Date(from).toISOString(),
      pickup_to: new Date(later).toISOString(),
    });
    server.use(answer('post', '/offer-link/answer', proposed));
    await userEvent.click(submit);
    expect(await screen.findByText(/Another pick-up time was proposed/)).toBeInTheDocument();
    expect(answerCall()[0]?.body).toEqual({
      token: TOKEN,
      answer: {
        type: 'propose',
        pickup_from: new Date(from).toISOString(),
        pickup_to: new Date(later).toISOString(),
      },
    });
  });

  it('says a used or unknown link is not valid any more', async () => {
    renderPage(
      `?token=${TOKEN}`,
      answerError('post', '/offer-link', 404, 'This link is not valid (any more).', {
        code: 'OFFER_LINK_UNKNOWN',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid (any more)' }),
    ).toBeVisible();
    expect(screen.getByText(/this one has been used already/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the link was used meanwhile, and shows other refusals as sent', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Too far away to collect' }));
    server.use(
      answerError(
        'post',
        '/offer-link/answer',
        429,
        'Too many attempts. Please wait 30 seconds and try again.',
        {
          code: 'RATE_LIMITED',
          params: { seconds: '30' },
        },
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Too many attempts. Please wait 30 seconds and try again.',
      ),
    ).toBeInTheDocument();

    server.use(
      answerError('post', '/offer-link/answer', 404, 'This link is not valid (any more).', {
        code: 'OFFER_LINK_UNKNOWN',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid (any more)' }),
    ).toBeVisible();
    expect(answerCall()).toHaveLength(2);
  });

  it('shows no offer and asks nothing without a token', () => {
    renderPage('');
    expect(
      screen.getByRole('heading', { name: 'This link is not valid (any more)' }),
    ).toBeVisible();
    expect(screen.getByText(/The address is missing the part that names the offer/)).toBeVisible();
    expect(apiCalls()).toEqual([]);
  });

  it('shows an offer that is no longer open with what happened, and no choices', async () => {
    renderPage(`?token=${TOKEN}`, offerFixture({ status: 'withdrawn' }));
    expect(
      await screen.findByText('The donor withdrew this offer. There is nothing to collect.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Withdrawn by the donor').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.loadNamespaces(['offers', 'matching', 'catalogue']));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Überschüssige Lebensmittel für Sie' }),
    ).toBeVisible();
    expect(screen.getByText('Wartet auf Ihre Antwort')).toBeInTheDocument();
    expect(screen.getByText('Abholfenster')).toBeInTheDocument();
    expect(screen.getByText('Hauptplatz 1, 8010 Graz, Österreich')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.getByRole('radio', { name: 'Ein anderer Grund' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Angebot ablehnen' }));
    expect(await screen.findByText('Wählen Sie einen Grund.')).toBeInTheDocument();
    expect(callsTo('/solutions/names?lang=de').length).toBeGreaterThan(0);
  });
});
