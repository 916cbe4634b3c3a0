import type { UserInfo } from '@foodhub/contracts';
import { registrationMessages } from '@foodhub/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../../stores/session-store';
import { useStepperStore } from '../../../../stores/stepper-store';
import { answerError, api, callsTo, server } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AccountActions } from './account-actions';

const company: UserInfo = {
  email: 'anna@example.at',
  accountType: 'company',
  company: 'Bäckerei Huber GmbH',
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  roles: ['user'],
  emailConfirmed: true,
  language: null,
};
const person: UserInfo = { ...company, accountType: 'individual', company: null };

let account: UserInfo;
beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
  useSessionStore.getState().startSession('token-abc');
  account = company;
  server.use(
    http.get(api('/user/info'), () => HttpResponse.json(account)),
    http.put(api('/user/profile'), async ({ request }) =>
      HttpResponse.json({ ...account, ...((await request.json()) as object) }),
    ),
  );
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderActions() {
  const user = userEvent.setup();
  renderWithProviders(<AccountActions />);
  return user;
}
const status = () => screen.getByTestId('account-status');

describe('Step 1 and the account', () => {
  it('is offered only when signed in', () => {
    useSessionStore.getState().endSession();
    renderWithProviders(<AccountActions />);
    expect(screen.queryByRole('button', { name: 'Fill in from my account' })).toBeNull();
  });

  it('fills the empty fields from the account and keeps what was typed', async () => {
    useStepperStore.getState().setCompanyLocation({ city: 'Leoben' });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Fill in from my account' }));
    expect(await screen.findByText(/^Filled in from your account/)).toBe(status());
    expect(status()).toHaveTextContent(
      'Filled in from your account: Company name, Street address, Postal code, and Country. ' +
        'Kept as you entered them: City.',
    );
    const profile = useStepperStore.getState().companyProfile;
    expect(profile.name).toBe('Bäckerei Huber GmbH');
    expect(profile.location).toEqual({
      address: 'Hauptplatz 1',
      city: 'Leoben',
      postalCode: '8010',
      country: 'Austria',
    });
  });

  it('fills no company name from a private person’s account', async () => {
    account = person;
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Fill in from my account' }));
    await screen.findByText(/^Filled in from your account/);
    expect(useStepperStore.getState().companyProfile.name).toBe('');
    expect(useStepperStore.getState().companyProfile.location.address).toBe('Hauptplatz 1');
  });

  it('says everything is already filled in when the fields hold the account’s values', async () => {
    const user = renderActions();
    const fill = screen.getByRole('button', { name: 'Fill in from my account' });
    await user.click(fill);
    await screen.findByText(/^Filled in from your account/);
    await user.click(fill);
    expect(
      await screen.findByText('Everything is already filled in from your account.'),
    ).toBeVisible();
    expect(status()).not.toHaveTextContent('Nothing was filled in');
  });

  it('says nothing was filled in only when the account has nothing for the empty fields', async () => {
    useStepperStore.getState().setCompanyProfile({ name: 'Huber Backstube' });
    useStepperStore.getState().setCompanyLocation({
      address: 'Sporgasse 5',
      city: 'Leoben',
      postalCode: '8700',
      country: 'Austria',
    });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Fill in from my account' }));
    expect(await screen.findByText(/^Nothing was filled in/)).toHaveTextContent(
      'Nothing was filled in: no empty field has a value in your account. ' +
        'Kept as you entered them: Company name, Street address, City, and Postal code.',
    );
  });

  it('saves the step’s name and address to the account, keeping the rest of the profile', async () => {
    useStepperStore.getState().setCompanyProfile({ name: 'Huber Backstube' });
    useStepperStore.getState().setCompanyLocation({ address: 'Sporgasse 5', city: 'Graz' });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText(/^Saved to your account/)).toHaveTextContent(
      'Saved to your account: Company name and Street address.',
    );
    const [call] = callsTo('/user/profile');
    expect(call?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      streetAddress: 'Sporgasse 5',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
      accountType: 'company',
      company: 'Huber Backstube',
    });
  });

  it('sends nothing when the account already has the step’s details', async () => {
    useStepperStore.getState().setCompanyLocation({ city: 'Graz' });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('Your account already has these details.')).toBeVisible();
    expect(callsTo('/user/profile')).toHaveLength(0);
  });

  it('says why the account refused the details', async () => {
    useStepperStore.getState().setCompanyLocation({ postalCode: '#1' });
    server.use(
      answerError(
        'put',
        '/user/profile',
        400,
        `postalCode: ${registrationMessages.postalCodeInvalid}`,
      ),
    );
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: your account needs a valid postal code',
    );
  });
});
