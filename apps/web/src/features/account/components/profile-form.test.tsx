import type { UserInfo } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { api, apiError, callsTo, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { AccountSettingsPage } from './account-settings-page';

const anna: UserInfo = {
  email: 'anna@example.com',
  accountType: 'individual',
  company: null,
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  roles: [],
  emailConfirmed: true,
  language: null,
};

/** What GET /user/info answers; PUT /user/profile replaces it, as the server does. */
let stored: UserInfo;
let profileAnswer: ((body: UserInfo) => Response) | undefined;

beforeEach(() => {
  stored = { ...anna };
  profileAnswer = undefined;
  // Notifications live in a store of their own, not in the rendered tree.
  notifications.clean();
  useSessionStore.getState().startSession('token-abc');
  server.use(
    http.get(api('/user/info'), () => HttpResponse.json(stored)),
    http.put(api('/user/profile'), async ({ request }) => {
      const body = (await request.json()) as Omit<UserInfo, 'email' | 'roles'>;
      const answer = profileAnswer?.({ ...stored, ...body });
      if (answer) return answer;
      stored = { ...stored, ...body };
      return HttpResponse.json(stored);
    }),
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderSettings() {
  renderRoutes(
    [
      {
        path: '/account-settings',
        element: (
          <>
            <Notifications />
            <AccountSettingsPage />
          </>
        ),
      },
    ],
    '/account-settings',
  );
  return userEvent.setup();
}

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
const profileForm = () => screen.getByRole('form', { name: 'Edit profile' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return profileForm();
}

describe('Edit profile in Account Settings', () => {
  it('starts with the stored values and leaves the e-mail out', async () => {
    const user = renderSettings();
    const form = await openForm(user);
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Anna');
    expect(within(form).getByLabelText(/^Last name/)).toHaveValue('Berger');
    expect(within(form).getByLabelText(/^Street address/)).toHaveValue('Hauptplatz 1');
    expect(within(form).getByLabelText(/^Postal code/)).toHaveValue('8010');
    expect(within(form).getByLabelText(/^City/)).toHaveValue('Graz');
    expect(within(form).getByLabelText(/^Country/)).toHaveValue('Austria');
    expect(within(form).queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Your e-mail address cannot be changed here.');
  });

  it('saves, shows the notification and the refreshed details', async () => {
    const user = renderSettings();
    const form = await openForm(user);
    const city = within(form).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, ' Klagenfurt ');
    const postalCode = within(form).getByLabelText(/^Postal code/);
    await user.clear(postalCode);
    await user.type(postalCode, '9020');
    await user.click(within(form).getByRole('radio', { name: 'Company' }));
    await user.type(within(form).getByLabelText(/^Company name/), 'Berger Feinkost');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(callsTo('/user/profile')[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      streetAddress: 'Hauptplatz 1',
      city: 'Klagenfurt',
      postalCode: '9020',
      country: 'Austria',
      accountType: 'company',
      company: 'Berger Feinkost',
    });
    expect(callsTo('/user/profile')[0]?.method).toBe('PUT');
    expect(row('Address')).toHaveTextContent('Hauptplatz 1, 9020 Klagenfurt, Austria');
    expect(row('Account Type')).toHaveTextContent('Company');
    expect(row('Company')).toHaveTextContent('Berger Feinkost');
    // The details were fetched again after saving.
    expect(callsTo('/user/info').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('shows the registration messages and sends nothing while a field is wrong', async () => {
    const user = renderSettings();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText(/^First name/));
    await user.tab();
    expect(within(form).getByText('First name is required')).toBeInTheDocument();

    const postalCode = within(form).getByLabelText(/^Postal code/);
    await user.clear(postalCode);
    await user.type(postalCode, '8#');
    await user.clear(within(form).getByLabelText(/^Country/));
    await user.click(within(form).getByRole('radio', { name: 'Company' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(within(form).getByText('Please enter a valid postal code')).toBeInTheDocument();
    expect(within(form).getByText('Company name is required')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Company name/)).toHaveFocus();
    expect(callsTo('/user/profile')).toHaveLength(0);

    // Fixing a field clears its message.
    await user.type(within(form).getByLabelText(/^First name/), 'Anna');
    expect(within(form).queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('shows the messages in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Profil bearbeiten' }));
    const form = screen.getByRole('form', { name: 'Profil bearbeiten' });
    await user.clear(within(form).getByLabelText(/^Postleitzahl/));
    await user.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
    expect(within(form).getByText('Postleitzahl ist erforderlich')).toBeInTheDocument();
  });

  it('keeps the form and says why when saving fails', async () => {
    profileAnswer = () => apiError(500, 'Something went wrong.', { code: 'INTERNAL_ERROR' });
    const user = renderSettings();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(profileForm()).toBeInTheDocument();
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('cancels without saving', async () => {
    const user = renderSettings();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText(/^City/));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(row('Address')).toHaveTextContent('Hauptplatz 1, 8010 Graz, Austria');
    expect(callsTo('/user/profile')).toHaveLength(0);
  });
});
