import type { UserInfo } from '@foodhub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConsent } from '../../../lib/analytics';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, api, apiError, callsTo, server } from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { AccountSettingsPage } from './account-settings-page';

const anna: UserInfo = {
  email: 'anna@example.com',
  accountType: 'company',
  company: 'Alpenhof GmbH',
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  roles: ['member', 'admin'],
  emailConfirmed: true,
  language: null,
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().startSession('token-abc');
  server.use(answer('post', '/analytics/events', { accepted: 1 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers GET /user/info with `account` and DELETE /user/account with `deletion`. */
function answerAccount(account: UserInfo | Response, deletion?: () => Promise<Response>) {
  server.use(
    http.get(api('/user/info'), () =>
      account instanceof Response ? account.clone() : HttpResponse.json(account),
    ),
  );
  if (deletion) server.use(http.delete(api('/user/account'), deletion));
}

function renderSettings() {
  const view = renderRoutes(
    [
      { path: '/account-settings', element: <AccountSettingsPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/account-settings',
  );
  return { ...view, user: userEvent.setup() };
}

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

async function openConfirmStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('AccountSettingsPage', () => {
  it('asks an unconfirmed address to be confirmed, and mails a new link on request', async () => {
    answerAccount({ ...anna, emailConfirmed: false });
    const { user } = renderSettings();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Confirm your e-mail address');
    expect(notice).toHaveTextContent(
      'Open the link we sent to anna@example.com to confirm that the address is yours.',
    );

    server.use(
      answer('post', '/user/email-confirmation', {
        message: 'The confirmation link could not be e-mailed. Please try again later.',
        code: 'EMAIL_CONFIRMATION_NOT_SENT',
      }),
    );
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'The confirmation link could not be e-mailed. Please try again later.',
    );
    const sent = callsTo('/user/email-confirmation');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    // The link itself is never on screen: only the server's message.
    expect(notice).not.toHaveTextContent(/token|confirm-email/);
  });

  it('shows no confirmation notice for a confirmed address', async () => {
    answerAccount(anna);
    renderSettings();
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Confirm your e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('shows the account information', async () => {
    answerAccount(anna);
    renderSettings();
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(row('Account Type')).toHaveTextContent('Company');
    expect(row('Company')).toHaveTextContent('Alpenhof GmbH');
    expect(row('Name')).toHaveTextContent('Anna Berger');
    expect(row('Address')).toHaveTextContent('Hauptplatz 1, 8010 Graz, Austria');
    expect(row('Roles')).toHaveTextContent('member, admin');
  });

  it("falls back to 'Not provided' and 'User' for a private person without name or roles", async () => {
    answerAccount({
      ...anna,
      accountType: 'individual',
      company: null,
      firstName: '',
      lastName: '',
      roles: [],
    });
    renderSettings();
    expect(await screen.findByText('Private Person')).toBeInTheDocument();
    expect(row('Name')).toHaveTextContent('Not provided');
    expect(row('Roles')).toHaveTextContent('User');
    expect(screen.queryByRole('rowheader', { name: 'Company' })).not.toBeInTheDocument();
  });

  it("shows 'Unable to load' as e-mail when the user info fails", async () => {
    answerAccount(apiError(500, 'Internal Server Error'));
    renderSettings();
    expect(await screen.findByText('Unable to load')).toBeInTheDocument();
  });

  it('asks to type DELETE exactly before deleting', async () => {
    answerAccount(anna, async () => HttpResponse.json({ message: 'Deleted.' }));
    const { user } = renderSettings();
    const dialog = await openConfirmStep(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please type DELETE to proceed')).toBeInTheDocument();
    expect(callsTo('/user/account')).toHaveLength(0);
  });

  it('deletes once, logs the event, ends the session and goes to the site root', async () => {
    setConsent('granted');
    let finish: (response: Response) => void = () => {};
    answerAccount(anna, () => new Promise((resolve) => (finish = resolve)));
    server.use(answer('post', '/logout', { message: 'You have been logged out.' }));
    const { user } = renderSettings();
    await screen.findByText('anna@example.com');
    const dialog = await openConfirmStep(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const deleting = within(dialog).getByRole('button', { name: /Deleting/ });
    expect(deleting).toBeDisabled();
    await user.click(deleting);
    finish(HttpResponse.json({ message: 'Deleted.' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(callsTo('/user/account')).toHaveLength(1);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('access_token=');
    const events = callsTo('/analytics/events').map((call) => call.body);
    expect(events).toContainEqual({
      events: [expect.objectContaining({ type: 'event', name: 'account_deleted' })],
    });
  });

  it('alerts when the deletion fails and keeps the session', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    answerAccount(anna, async () => apiError(500, 'Database down'));
    const { user } = renderSettings();
    const dialog = await openConfirmStep(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to delete account. Please try again later.'),
    );
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('downloads everything stored about the account as foodhub-my-data-<date>.json', async () => {
    const exported = { user: { email: 'anna@example.com' }, reports: [], surpluses: [] };
    answerAccount(anna);
    server.use(answer('get', '/me/export', exported));
    const downloads = catchDownloads();
    const { user } = renderSettings();
    expect(
      await screen.findByText(/everything stored about your account .* \(Art\. 20\)/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));

    const [call] = callsTo('/me/export');
    expect(call!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(downloads.name()).toMatch(/^foodhub-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // The file is the answer as sent.
    expect(JSON.parse(await downloads.text())).toEqual(exported);
  });

  it('says when the data could not be downloaded', async () => {
    answerAccount(anna);
    server.use(answerError('get', '/me/export', 500, 'down'));
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your data could not be downloaded. Please try again.'),
    ).toBeVisible();
  });
});
