import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchInputOf } from '../../../api/match';
import i18n from '../../../lib/i18n';
import { toProviderViews } from '../../../lib/providers/provider-view';
import { useSessionStore } from '../../../stores/session-store';
import { useStepperStore } from '../../../stores/stepper-store';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { datasetProvider } from '../../../test/provider-fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { toLocalInput } from '../lib/answer-rules';
import { OfferButton } from './offer-button';

const PROVIDER_ID = 'b3f2d1f0-0000-4000-8000-000000000001';
const OFFER_ID = '7c0e6c4e-1d7e-4a4b-9a51-5d6f0f7d2b11';
const [tafel] = toProviderViews([datasetProvider(PROVIDER_ID, 'Tafel Wien', 1200)]);
const solution = { id: 'reuse-food-bank', name: 'Donation to a food bank' };

function fillStepper() {
  const store = useStepperStore.getState();
  store.resetStepper();
  store.setCompanyProfile({ name: 'Bäckerei Huber' });
  store.setCompanyLocation({
    address: 'Hauptplatz 1',
    city: 'Graz',
    postalCode: '8010',
    country: 'Austria',
  });
  store.setWasteInfo({
    surplusName: 'Bread',
    foodGroups: ['Cereal products'],
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 2, interval: 'week' },
  });
  store.setConditionAnswer('dateKind', 'best_before');
}

function renderButton(provider = tafel!) {
  return renderRoutes(
    [
      {
        path: '/solution/:id',
        element: (
          <StrictMode>
            <Notifications />
            <OfferButton provider={provider} solution={solution} />
          </StrictMode>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/solution/reuse-food-bank',
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Offer this surplus to Tafel Wien' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer your surplus' });
  return { user, dialog };
}

const createCalls = () => callsTo('/me/offers', 'post');

beforeEach(() => {
  localStorage.clear();
  fillStepper();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Offer this surplus', () => {
  it('is there only for a provider of the tool’s own list (a UUID)', async () => {
    const [other] = toProviderViews([datasetProvider('p1', 'Tafel Wien', 1200)]);
    renderButton(other);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Offer this surplus/ })).not.toBeInTheDocument();
  });

  it('shows what is offered to whom, and sends the stepper’s surplus with the window', async () => {
    server.use(answer('post', '/me/offers', { id: OFFER_ID, status: 'sent' }, { status: 201 }));
    renderButton();
    const { user, dialog } = await openDialog();
    const box = within(dialog);
    expect(box.getByText('Bread')).toBeInTheDocument();
    expect(box.getByText('40 kg')).toBeInTheDocument();
    expect(box.getByText('2 times per week')).toBeInTheDocument();
    expect(box.getByText('Tafel Wien, Wien, Austria')).toBeInTheDocument();
    expect(box.getByText('Donation to a food bank')).toBeInTheDocument();

    // Tomorrow 09:00 to 17:00 to start with.
    const from = box.getByLabelText(/Pick-up from/);
    const to = box.getByLabelText(/Pick-up until/);
    expect(from).toHaveAttribute('type', 'datetime-local');
    expect((from as HTMLInputElement).value).toMatch(/T09:00$/);
    expect((to as HTMLInputElement).value).toMatch(/T17:00$/);
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setHours(10, 0, 0, 0);
    const end = new Date(start.getTime() + 6 * 3_600_000);
    fireEvent.change(from, { target: { value: toLocalInput(start.toISOString()) } });
    fireEvent.change(to, { target: { value: toLocalInput(end.toISOString()) } });
    await user.type(box.getByLabelText(/How it is packed/), 'Two crates');
    await user.type(box.getByLabelText(/Message to the provider/), 'Back door, ring twice.');
    await user.click(box.getByRole('button', { name: 'Send the offer' }));

    await waitFor(() => expect(createCalls()).toHaveLength(1));
    const { companyProfile, wasteInfo } = useStepperStore.getState();
    const input = JSON.parse(JSON.stringify(matchInputOf(companyProfile, wasteInfo))) as object;
    expect(createCalls()[0]?.body).toEqual({
      providerId: PROVIDER_ID,
      solutionId: 'reuse-food-bank',
      ...input,
      pickup_from: start.toISOString(),
      pickup_to: end.toISOString(),
      packing: 'Two crates',
      message: 'Back door, ring twice.',
    });
    // Closed, with a notice that links to the offer.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the offer' });
    expect(link).toHaveAttribute('href', `/my-offers/${OFFER_ID}`);
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/my-offers/${OFFER_ID}`);
  });

  it('keeps what was typed until it is sent, for the same account only', async () => {
    sessionStorage.clear();
    // A token's subject names the account (the server's JWT; here its payload only).
    const signIn = (sub: string) =>
      useSessionStore.getState().startSession(`x.${btoa(JSON.stringify({ sub }))}.y`);
    const message = (dialog: HTMLElement) =>
      within(dialog).getByLabelText(/Message to the provider/);
    signIn('donor-1');
    const before = renderButton();
    let { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/How it is packed/), 'Two crates');
    await user.type(message(dialog), 'Back door, ring twice.');
    // The session expires: the page goes to the login and comes back after it.
    before.unmount();
    const again = renderButton();
    ({ user, dialog } = await openDialog());
    expect(message(dialog)).toHaveValue('Back door, ring twice.');
    expect(within(dialog).getByLabelText(/How it is packed/)).toHaveValue('Two crates');
    again.unmount();

    // Another account on the same tab does not see it.
    signIn('donor-2');
    const other = renderButton();
    ({ dialog } = await openDialog());
    expect(message(dialog)).toHaveValue('');
    other.unmount();

    // Sent, it is not kept any longer.
    signIn('donor-1');
    server.use(answer('post', '/me/offers', { id: OFFER_ID, status: 'sent' }, { status: 201 }));
    const sending = renderButton();
    ({ user, dialog } = await openDialog());
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(createCalls()[0]?.body).toMatchObject({ message: 'Back door, ring twice.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    sending.unmount();
    renderButton();
    ({ dialog } = await openDialog());
    expect(message(dialog)).toHaveValue('');
    useSessionStore.getState().endSession();
  });

  it('says what is wrong with the window before anything is sent', async () => {
    renderButton();
    const { user, dialog } = await openDialog();
    const box = within(dialog);
    const from = box.getByLabelText(/Pick-up from/);
    const to = box.getByLabelText(/Pick-up until/);
    fireEvent.change(to, { target: { value: (from as HTMLInputElement).value } });
    await user.click(box.getByRole('button', { name: 'Send the offer' }));
    expect(await box.findByText('The window must start before it ends.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    const past = new Date(Date.now() - 3 * 86_400_000);
    fireEvent.change(from, { target: { value: toLocalInput(past.toISOString()) } });
    fireEvent.change(to, {
      target: { value: toLocalInput(new Date(past.getTime() + 3_600_000).toISOString()) },
    });
    await user.click(box.getByRole('button', { name: 'Send the offer' }));
    expect(await box.findByText('The window must end in the future.')).toBeInTheDocument();
    expect(createCalls()).toHaveLength(0);
  });

  it('names the open safety questions of step 2, with the way there', async () => {
    server.use(
      answerError('post', '/me/offers', 422, 'Before food goes to people or animals, …', {
        code: 'OFFER_CONDITIONS_OPEN',
        params: { checks: 'keptCold, spoilage, chilled_storage' },
      }),
    );
    renderButton();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      "Before food can be offered to people or animals, every food-safety question of step 2 must be answered, and none with 'not sure'.",
    );
    expect(within(alert).getByText('Kept chilled or frozen without a break?')).toBeInTheDocument();
    expect(
      within(alert).getByText('Any sign of spoilage (mould, smell, swelling)?'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByRole('link', { name: 'Answer the questions in step 2' }),
    ).toHaveAttribute('href', '/stepper/food-surplus');
    // The dialog stays open with what was typed.
    expect(screen.getByRole('dialog', { name: 'Offer your surplus' })).toBeInTheDocument();
  });

  it.each([
    ['OFFER_SOLUTION_EXCLUDED', 422, 'This surplus may not go to this solution'],
    ['OFFER_BLOCKED', 403, 'This provider takes no offers from your account.'],
    ['OFFER_PROVIDER_UNKNOWN', 404, 'This provider is no longer listed'],
    ['OFFER_DAILY_LIMIT', 429, 'You have sent 20 offers in the last 24 hours'],
  ])('shows the refusal %s in words', async (code, status, text) => {
    server.use(answerError('post', '/me/offers', status, 'Refused.', { code }));
    renderButton();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('asks for the surplus first when step 2 names none', async () => {
    useStepperStore.getState().setWasteInfo({ surplusName: '' });
    renderButton();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/Describe your surplus in step 2 first/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Send the offer' }),
    ).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    server.use(
      answerError('post', '/me/offers', 422, 'Before food goes …', {
        code: 'OFFER_CONDITIONS_OPEN',
        params: { checks: 'keptCold' },
      }),
    );
    renderButton();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Diesen Überschuss anbieten an Tafel Wien' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ihren Überschuss anbieten' });
    expect(within(dialog).getByText('2-mal pro Woche')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Angebot senden' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('keine mit „Weiß nicht“');
    expect(
      within(alert).getByText('Ohne Unterbrechung gekühlt oder tiefgekühlt?'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByRole('link', { name: 'Die Fragen in Schritt 2 beantworten' }),
    ).toBeInTheDocument();
  });
});
