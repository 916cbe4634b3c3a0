import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { apiError, callsTo } from '../../../test/api';
import {
  answerProviderEntryCalls,
  grazFound,
  savedEntry,
  type ProviderEntryServer,
} from '../../../test/provider-entry-fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { ProviderEntryPage } from './provider-entry-page';

let server: ProviderEntryServer;

beforeEach(() => {
  server = { entry: null, geocode: grazFound };
  answerProviderEntryCalls(server);
  notifications.clean();
  sessionStorage.clear();
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderPage() {
  renderRoutes(
    [
      {
        path: '/my-organisation',
        element: (
          <>
            <Notifications />
            <ProviderEntryPage />
          </>
        ),
      },
    ],
    '/my-organisation',
  );
  return userEvent.setup();
}

const form = () => screen.findByRole('form', { name: "Your organisation's entry" });

describe('My organisation takes surplus: the status', () => {
  it('without an entry explains the page and starts from the account', async () => {
    renderPage();
    const entryForm = await form();
    expect(
      screen.getByRole('heading', {
        name: 'Offer your organisation to businesses with food surplus',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('The operator checks every entry before users see it.')).toBeVisible();
    expect(within(entryForm).getByLabelText(/^Name of the organisation/)).toHaveValue('Tafel Graz');
    expect(within(entryForm).getByLabelText(/^Street address/)).toHaveValue('Annenstraße 10');
    expect(within(entryForm).getByLabelText(/^Postal code/)).toHaveValue('8020');
    // 'Österreich' in the account is the service country Austria.
    expect(within(entryForm).getByRole('textbox', { name: /^Country/ })).toHaveValue('Austria');
    expect(screen.queryByRole('button', { name: 'Withdraw entry' })).not.toBeInTheDocument();
    expect(
      within(entryForm).getByRole('button', { name: 'Save and submit for approval' }),
    ).toBeVisible();
  });

  it('shows no contact to users unless ticked', async () => {
    renderPage();
    const entryForm = await form();
    const shown = within(entryForm).getByRole('group', { name: /Show to users/ });
    for (const name of ['Contact person', 'E-mail', 'Phone']) {
      expect(within(shown).getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('says a pending entry waits for the operator', async () => {
    server.entry = savedEntry({ status: 'pending' });
    renderPage();
    expect(
      await screen.findByText("Waiting for the operator's approval; users do not see it yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('says an approved entry is listed, since when, and that changes are live', async () => {
    server.entry = savedEntry({ status: 'approved', verified_at: '2026-03-14T10:00:00.000Z' });
    renderPage();
    expect(
      await screen.findByText('Listed to users, verified by the operator on March 14, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Changes you save are live at once and logged.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A new name, description, address or map position, website, contact person, e-mail or phone takes the verified mark away until the operator has reviewed it.',
      ),
    ).toBeInTheDocument();
  });

  it('says a listed entry whose name or e-mail changed is without the mark until the review', async () => {
    server.entry = savedEntry({
      status: 'approved',
      verified_at: null,
      review_changes: {
        'contact.email': { before: 'info@tafel-graz.example', after: 'new@tafel-graz.example' },
        company_name: { before: 'Tafel Graz', after: 'Tafel Graz Neu' },
      },
    });
    renderPage();
    expect(
      await screen.findByText("Listed, waiting for the operator's review"),
    ).toBeInTheDocument();
    // The fields in the order of the form, as the form names them.
    expect(
      screen.getByText(
        "Users see your entry without the 'Verified by the operator' mark, as these changed after it was verified: Name of the organisation and E-mail.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The mark returns once the operator has reviewed your changes. Other changes you save are live at once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/verified by the operator on/)).toBeNull();
  });

  it('says a save of a new e-mail is live without the verified mark', async () => {
    server.entry = savedEntry({
      status: 'approved',
      verified_at: '2026-03-14T10:00:00.000Z',
      contact: { email: 'info@tafel-graz.example', phone: null },
    });
    const changed = savedEntry({
      status: 'approved',
      verified_at: null,
      contact: { email: 'new@tafel-graz.example', phone: null },
      review_changes: {
        'contact.email': { before: 'info@tafel-graz.example', after: 'new@tafel-graz.example' },
      },
    });
    server.putAnswer = () => HttpResponse.json(changed);
    const user = renderPage();
    const entryForm = await form();
    const email = within(entryForm).getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await user.paste('new@tafel-graz.example');
    server.entry = changed;
    await user.click(within(entryForm).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Your changes are live, without the verified mark until the operator has reviewed them.',
      ),
    ).toBeVisible();
    expect(await screen.findByText("Listed, waiting for the operator's review")).toBeVisible();
  });

  it('gives the reason of a rejection and how to submit again', async () => {
    server.entry = savedEntry({ status: 'rejected', rejection_reason: 'The address is a home.' });
    renderPage();
    expect(
      await screen.findByText('The operator did not approve your entry: The address is a home.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Save again to submit it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and submit again' })).toBeInTheDocument();
  });

  it('writes the date in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    server.entry = savedEntry({ status: 'approved', verified_at: '2026-03-14T10:00:00.000Z' });
    renderPage();
    expect(await screen.findByText(/14\. März 2026/)).toBeInTheDocument();
  });
});

describe('My organisation takes surplus: withdrawing', () => {
  it('asks first, then sends DELETE and shows the entry withdrawn', async () => {
    server.entry = savedEntry({ status: 'approved', verified_at: '2026-03-14T10:00:00.000Z' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('/me/provider', 'delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw entry' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw your entry?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Not listed; save to submit it again.')).toBeInTheDocument();
    const deletes = callsTo('/me/provider', 'delete');
    expect(deletes).toHaveLength(1);
    expect(screen.getByText('Your organisation is no longer listed to users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw entry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and submit again' })).toBeInTheDocument();
  });
});

describe('My organisation takes surplus: loading', () => {
  it('offers a retry when the entry cannot be loaded, and 404 is no failure', async () => {
    server.getAnswer = () => apiError(500, 'Something went wrong.');
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your organisation's entry could not be loaded");
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    server.getAnswer = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
