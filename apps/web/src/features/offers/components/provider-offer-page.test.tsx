import type { OfferDetail } from '@foodhub/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { HttpResponse } from 'msw';
import { answer, answerError, apiCalls, callsTo, route, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { toLocalInput } from '../lib/answer-rules';
import { ProviderOfferPage } from './provider-offer-page';
import {
  hoursFromNow,
  OFFER_ID,
  providerOffer,
  solutionNames,
} from '../test/provider-offer-fixtures';

const OFFER_PATH = `/me/offers/${OFFER_ID}`;
const ANSWER_PATH = `/me/provider/offers/${OFFER_ID}`;

/** The page as its route shows it: the offer of the address. */
function Page() {
  const { id = '' } = useParams();
  return <ProviderOfferPage key={id} id={id} />;
}

/** /provider-offers/:id with the offer GET /me/offers/{id} answers. */
function renderPage(offer: OfferDetail = providerOffer()) {
  server.use(answer('get', OFFER_PATH, offer), answer('get', '/solutions/names', solutionNames));
  return renderRoutes(
    [
      {
        path: '/provider-offers/:id',
        element: (
          <StrictMode>
            <Page />
          </StrictMode>
        ),
      },
      { path: '/provider-offers', element: <p>The inbox</p> },
    ],
    `/provider-offers/${OFFER_ID}`,
  );
}

/** Enters a text in a field at once (typing key by key takes long on a busy machine). */
async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The calls of one answer (accept, decline, propose, block). */
const answerCalls = (move: string) => callsTo(`${ANSWER_PATH}/${move}`, 'post');

/** A phone's viewport, as the page's media queries read it. */
function phoneWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: /max-width/.test(query),
      media: query,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ProviderOfferPage', () => {
  it('shows the offer: the donor, the condition answers, the message, packing and history', async () => {
    const offer = providerOffer();
    renderPage(offer);
    expect(screen.getByText('Loading the offer…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Offer: Bread', level: 1 })).toBeVisible();
    expect(screen.getByText('Waiting for your answer')).toBeVisible();
    expect(screen.getByText('Hauptplatz 1, 8010 Graz, Austria')).toBeVisible();
    expect(screen.getByRole('link', { name: 'huber@baeckerei.example' })).toHaveAttribute(
      'href',
      'mailto:huber@baeckerei.example',
    );
    expect(screen.getByText('Which date is on the pack?', { exact: false })).toHaveTextContent(
      'Which date is on the pack? Best before',
    );
    expect(screen.getByText('Back door, ring twice.')).toBeVisible();
    expect(screen.getByText('Two crates')).toBeVisible();
    expect(await screen.findByText('Donation to a food bank')).toBeVisible();

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Offer sent')).toBeVisible();
    expect(within(history).getByText(/by the donor/)).toHaveTextContent(
      `${formatDateTime(offer.created_at)} · by the donor`,
    );
    for (const name of ['Accept', 'Propose another time', 'Decline']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('Choose one. The donor is told by e-mail.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All offers received' })).toHaveAttribute(
      'href',
      '/provider-offers',
    );
    expect(callsTo(OFFER_PATH)).toHaveLength(1);
  });

  it('accepts only inside the window, sending the time and who comes', async () => {
    const offer = providerOffer();
    renderPage(offer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const time = screen.getByLabelText(/Pick-up time/);
    const submit = screen.getByRole('button', { name: 'Accept the offer' });

    fireEvent.change(time, { target: { value: toLocalInput(hoursFromNow(30)) } });
    await userEvent.click(submit);
    const window = `${formatDateTime(offer.pickup_from)} and ${formatDateTime(offer.pickup_to)}`;
    expect(await screen.findByText(`Choose a time between ${window}.`)).toBeVisible();
    expect(time).toHaveFocus();
    expect(answerCalls('accept')).toEqual([]);

    const chosen = toLocalInput(hoursFromNow(6));
    const pickupAt = new Date(chosen).toISOString();
    fireEvent.change(time, { target: { value: chosen } });
    await fillIn(screen.getByLabelText(/Who comes/), 'Maria with the white van');
    const accepted = providerOffer({
      status: 'accepted',
      pickup_at: pickupAt,
      collector: 'Maria with the white van',
      events: [
        ...offer.events,
        {
          at: hoursFromNow(0),
          actor: 'provider',
          status: 'accepted',
          detail: { pickup_at: pickupAt },
        },
      ],
    });
    server.use(answer('post', `${ANSWER_PATH}/accept`, accepted));
    await userEvent.click(submit);

    expect(await screen.findByText('Your answer was sent to the donor.')).toBeVisible();
    expect(screen.getByText(`Accepted: pick-up on ${formatDateTime(pickupAt)}.`)).toBeVisible();
    expect(screen.getByText('Who comes: Maria with the white van')).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history).getByText(`Accepted: pick-up on ${formatDateTime(pickupAt)}`),
    ).toBeVisible();
    expect(within(history).getByText(/by your organisation/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(answerCalls('accept')).toHaveLength(1);
    expect(answerCalls('accept')[0]?.body).toEqual({
      pickup_at: pickupAt,
      collector: 'Maria with the white van',
    });
  });

  it("declines with a reason, and for 'other' only with a text", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const submit = screen.getByRole('button', { name: 'Decline the offer' });
    await userEvent.click(submit);
    expect(await screen.findByText('Choose a reason.')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Say why you decline.')).toBeVisible();
    expect(screen.getByLabelText(/Say why/)).toHaveFocus();
    expect(answerCalls('decline')).toEqual([]);

    await fillIn(screen.getByLabelText(/Say why/), 'Our van is in the workshop.');
    server.use(
      answer(
        'post',
        `${ANSWER_PATH}/decline`,
        providerOffer({
          status: 'declined',
          decline_reason: 'other',
          decline_text: 'Our van is in the workshop.',
        }),
      ),
    );
    await userEvent.click(submit);
    expect(await screen.findByText('Declined: Another reason.')).toBeVisible();
    expect(screen.getByText('Note: Our van is in the workshop.')).toBeVisible();
    expect(answerCalls('decline')[0]?.body).toEqual({
      reason: 'other',
      text: 'Our van is in the workshop.',
    });
  });

  it('proposes another window only when the window is one an offer may have', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    const submit = screen.getByRole('button', { name: 'Send the proposal' });

    fireEvent.change(from, { target: { value: toLocalInput(hoursFromNow(30)) } });
    fireEvent.change(to, { target: { value: toLocalInput(hoursFromNow(28)) } });
    await userEvent.click(submit);
    expect(await screen.findByText('The window must start before it ends.')).toBeVisible();

    fireEvent.change(to, { target: { value: toLocalInput(hoursFromNow(30 + 15 * 24)) } });
    await userEvent.click(submit);
    expect(await screen.findByText('The window may span at most 14 days.')).toBeVisible();
    expect(answerCalls('propose')).toEqual([]);

    const start = new Date(toLocalInput(hoursFromNow(30))).toISOString();
    const end = new Date(toLocalInput(hoursFromNow(34))).toISOString();
    fireEvent.change(to, { target: { value: toLocalInput(hoursFromNow(34)) } });
    server.use(
      answer(
        'post',
        `${ANSWER_PATH}/propose`,
        providerOffer({ status: 'proposed', pickup_from: start, pickup_to: end }),
      ),
    );
    await userEvent.click(submit);

    expect(await screen.findByText('Your answer was sent to the donor.')).toBeVisible();
    expect(
      screen.getByText(
        `You proposed another pick-up window: ${formatDateTime(start)} to ${formatDateTime(end)}. The donor is told by e-mail and agrees to a time in it, or not.`,
      ),
    ).toBeVisible();
    expect(screen.getAllByText('Another time proposed').length).toBeGreaterThan(0);
    // Now it waits for the donor: declining is all that is left.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose another time' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(screen.getByText(/Until then you can still decline/)).toBeVisible();
    expect(answerCalls('propose')[0]?.body).toEqual({ pickup_from: start, pickup_to: end });
  });

  it('shows the offer as it is now when it moved meanwhile', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Too far away to collect' }));
    server.use(
      answerError(
        'post',
        `${ANSWER_PATH}/decline`,
        409,
        'This offer is withdrawn; it cannot be decline now.',
        { code: 'OFFER_WRONG_STATE', params: { status: 'withdrawn', move: 'decline' } },
      ),
      answer('get', OFFER_PATH, providerOffer({ status: 'withdrawn' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));

    expect(
      within(await screen.findByRole('alert')).getByText(
        /This offer changed meanwhile and cannot be answered this way any more/,
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('The donor withdrew this offer. There is nothing to collect.'),
    ).toBeVisible();
    expect(screen.getAllByText('Withdrawn by the donor').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(callsTo(OFFER_PATH)).toHaveLength(2);
  });

  it('keeps an answer typed but not sent through a new start of the page, until it is sent', async () => {
    sessionStorage.clear();
    useSessionStore.getState().startSession(`x.${btoa(JSON.stringify({ sub: 'bank-1' }))}.y`);
    const offer = providerOffer();
    const first = renderPage(offer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await fillIn(screen.getByLabelText(/Who comes/), 'Maria with the white van');
    // The session expires: the page goes to the login and comes back after it.
    first.unmount();
    renderPage(offer);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText(/Who comes/)).toHaveValue('Maria with the white van');
    const kept = () => Object.keys(sessionStorage).filter((key) => key.includes(offer.id));
    expect(kept()).not.toEqual([]);

    const chosen = toLocalInput(hoursFromNow(6));
    fireEvent.change(screen.getByLabelText(/Pick-up time/), { target: { value: chosen } });
    server.use(
      answer(
        'post',
        `${ANSWER_PATH}/accept`,
        providerOffer({ status: 'accepted', pickup_at: new Date(chosen).toISOString() }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Your answer was sent to the donor.')).toBeVisible();
    // Sent: nothing of it is kept any longer.
    expect(kept()).toEqual([]);
    useSessionStore.getState().endSession();
  });

  it('asks before it stops offers from the donor, saying what it does', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop offers from this donor' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop offers from this donor?' });
    expect(
      within(dialog).getByText(
        /Bäckerei Huber will no longer be able to send offers to your organisation/,
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/Offers you have already received stay as they are/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answerCalls('block')).toEqual([]);

    server.use(
      route('post', `${ANSWER_PATH}/block`, () => new HttpResponse(null, { status: 204 })),
    );
    await user.click(screen.getByRole('button', { name: 'Stop offers from this donor' }));
    await user.click(screen.getByRole('button', { name: 'Stop offers' }));
    expect(
      await screen.findByText(/Offers from this donor are stopped: their account can no longer/),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop offers from this donor' })).toBeNull();
    expect(answerCalls('block')).toHaveLength(1);
  });

  it('says offers from the donor are stopped when the organisation stopped them before', async () => {
    renderPage({ ...providerOffer(), donor_blocked: true });
    expect(
      await screen.findByText(/Offers from this donor are stopped: their account can no longer/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop offers from this donor' })).toBeNull();
  });

  it('says an offer of another account is not here', async () => {
    server.use(
      answerError('get', OFFER_PATH, 404, `No offer with id ${OFFER_ID}.`, {
        code: 'OFFER_UNKNOWN',
        params: { id: OFFER_ID },
      }),
      answer('get', '/solutions/names', solutionNames),
    );
    renderRoutes(
      [{ path: '/provider-offers/:id', element: <Page /> }],
      `/provider-offers/${OFFER_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'This offer is not here' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(apiCalls()).toEqual([`GET ${OFFER_PATH}`]);
  });

  it('is answered with the keyboard alone on a phone', async () => {
    const restore = phoneWidth();
    try {
      const offer = providerOffer();
      renderPage(offer);
      const user = userEvent.setup();
      const accept = await screen.findByRole('button', { name: 'Accept' });
      accept.focus();
      await user.keyboard('{Enter}');
      expect(accept).toHaveAttribute('aria-expanded', 'true');
      // From the choices on to the form's fields.
      await user.tab();
      await user.tab();
      await user.tab();
      const time = screen.getByLabelText(/Pick-up time/);
      expect(time).toHaveFocus();
      const chosen = toLocalInput(hoursFromNow(4));
      fireEvent.change(time, { target: { value: chosen } });
      await user.tab();
      expect(screen.getByLabelText(/Who comes/)).toHaveFocus();
      server.use(
        answer(
          'post',
          `${ANSWER_PATH}/accept`,
          providerOffer({ status: 'accepted', pickup_at: new Date(chosen).toISOString() }),
        ),
      );
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Your answer was sent to the donor.')).toBeVisible();
      // The form is gone: the focus is on what became of the offer.
      expect(
        screen.getByRole('status', { name: 'Your answer was sent to the donor.' }),
      ).toHaveFocus();
      expect(answerCalls('accept')[0]?.body).toEqual({
        pickup_at: new Date(chosen).toISOString(),
        collector: null,
      });
    } finally {
      restore();
    }
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.loadNamespaces(['offer-inbox', 'offers', 'matching', 'catalogue']));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Angebot: Bread' })).toBeVisible();
    expect(screen.getByText('Wartet auf Ihre Antwort')).toBeVisible();
    expect(screen.getByText('Angebot gesendet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Angebote dieses Spenders stoppen' }));
    expect(screen.getByRole('dialog', { name: 'Angebote dieses Spenders stoppen?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Angebot ablehnen' }));
    expect(await screen.findByText('Wählen Sie einen Grund.')).toBeVisible();
  });
});
