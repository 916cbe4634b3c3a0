import type { AdminProviderEntry } from '@foodhub/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { adminProviderEntry } from '../../../test/admin-fixtures';
import { answer, apiCalls, apiError, apiRequests, on, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { foodBank } from '../../../test/solution-fixtures';
import { ProviderEntriesPage } from './provider-entries-page';

const tafel = adminProviderEntry();
const farm = adminProviderEntry({
  id: '7c1d2e3f-0a1b-4c5d-8e9f-0a1b2c3d0002',
  company_name: 'Biohof Sonnleiten',
  owner_email: 'hof@sonnleiten.example',
});
const QUEUE = 'GET /admin/provider-entries?status=pending';
const CHANGED = 'GET /admin/provider-entries?changed=true';
/** Tafel Graz, verified, then given a new name and e-mail by its owner. */
const changedTafel = adminProviderEntry({
  status: 'approved',
  company_name: 'Tafel Graz Neu',
  contact: { email: 'pay@elsewhere.example', phone: '+43 316 123456' },
  review_changes: {
    company_name: { before: 'Tafel Graz', after: 'Tafel Graz Neu' },
    'contact.email': { before: 'info@tafel-graz.example', after: 'pay@elsewhere.example' },
    website: { before: null, after: 'elsewhere.example' },
  },
});
const approvePath = (entry: AdminProviderEntry) =>
  `POST /admin/provider-entries/${entry.id}/approve`;
const rejectPath = (entry: AdminProviderEntry) => `POST /admin/provider-entries/${entry.id}/reject`;

/** A handler answering a call ('GET /path?query', as apiCalls() lists it) with a JSON body. */
const reply = (call: string, body: JsonBodyType) => on(call, () => HttpResponse.json(body));

beforeEach(() => {
  notifications.clean();
  server.use(
    reply(QUEUE, { entries: [tafel, farm] }),
    reply(CHANGED, { entries: [] }),
    answer('get', '/solutions', { solutions: [foodBank] }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderEntries(at = '/admin/providers') {
  const view = renderRoutes(
    [
      {
        path: '/admin/providers',
        element: (
          <>
            <Notifications />
            <ProviderEntriesPage />
          </>
        ),
      },
    ],
    at,
  );
  return { ...view, user: userEvent.setup() };
}

const calls = (prefix: string) => apiCalls().filter((key) => key.startsWith(prefix));
const firstPost = () => apiRequests().find((request) => request.method === 'POST');
const card = (name: string) => screen.getByRole('article', { name });
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProviderEntriesPage', () => {
  it('opens on the approval queue with its count, and filters by status', async () => {
    // All: the list without a status.
    server.use(
      reply('GET /admin/provider-entries?', {
        entries: [
          tafel,
          adminProviderEntry({ id: farm.id, company_name: 'Gone', status: 'withdrawn' }),
        ],
      }),
    );
    const { user, router } = renderEntries();
    expect(await screen.findByRole('article', { name: 'Tafel Graz' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 entries');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('pending');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Waiting for approval',
      'Changed since verified',
      'Approved',
      'Rejected',
      'Withdrawn',
      'All',
    ]);

    await user.selectOptions(filter, 'All');
    expect(router.state.location.search).toBe('?status=all');
    expect(await screen.findByRole('article', { name: 'Gone' })).toBeVisible();
    // A withdrawn entry can be neither approved nor rejected.
    expect(within(card('Gone')).queryByRole('button')).toBeNull();
    expect(calls('GET /admin/provider-entries').sort()).toEqual(
      [QUEUE, CHANGED, 'GET /admin/provider-entries'].sort(),
    );
  });

  it('shows everything the organisation entered, the hidden contacts marked', async () => {
    renderEntries();
    const entry = await screen.findByRole('article', { name: 'Tafel Graz' });
    expect(within(entry).getByText('Waiting for approval')).toBeVisible();
    expect(fact(entry, "Owner's account")).toBe('maria@tafel-graz.example');
    expect(fact(entry, 'Submitted')).toBe('March 2, 2026');
    expect(fact(entry, 'Last changed')).toBe('March 5, 2026');
    expect(fact(entry, 'Description')).toBe('Hands out food to people in need, five days a week.');
    expect(fact(entry, 'Institution types')).toBe('associationsocial supermarket');
    expect(fact(entry, 'Address')).toBe('Annenstraße 10, 8020 Graz, Austria');
    expect(fact(entry, 'Map position')).toBe(
      'latitude 47.0707, longitude 15.4283 Show on OpenStreetMap (opens in a new tab)',
    );
    // Names from the catalogue; an id it no longer has is shown as it is.
    expect(fact(entry, 'Solutions')).toBe('Donation to a food bankretired-solution');
    expect(fact(entry, 'Food groups')).toBe('Cereal products');
    expect(fact(entry, 'Foods')).toBe('BreadRolls');
    expect(fact(entry, 'Capacity')).toBe(
      'Bread · needed always · at most 50 kg per week · fresh onlyFruit · needed sometimes',
    );
    expect(fact(entry, 'Picks up surplus')).toBe('Yes');
    expect(fact(entry, 'Pick-up radius')).toBe('25 km');
    expect(fact(entry, 'Pick-up frequency')).toBe('twice a week');
    expect(fact(entry, 'Pick-up at weekends')).toBe('No');
    expect(fact(entry, 'Accepts deliveries')).toBe('Yes');
    expect(fact(entry, 'Preparation')).toBe('Packed in crates');
    expect(fact(entry, 'Minimum quantity')).toBe('10 kg');
    expect(fact(entry, 'Additional requirements')).toBe('Best-before date visible');
    // The operator sees every contact, and which of them users see.
    expect(fact(entry, 'Contact person')).toBe('Maria HuberShown to users');
    expect(fact(entry, 'E-mail')).toBe('info@tafel-graz.exampleHidden from users');
    expect(fact(entry, 'Phone')).toBe('+43 316 123456Hidden from users');
    expect(within(entry).getByRole('link', { name: 'info@tafel-graz.example' })).toHaveAttribute(
      'href',
      'mailto:info@tafel-graz.example',
    );
    const website = within(entry).getByRole('link', { name: /^tafel-graz\.example/ });
    expect(website).toHaveAttribute('href', 'https://tafel-graz.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(entry).getByRole('heading', { level: 4, name: 'Contact' })).toBeVisible();
  });

  it('shows the verified date of an approved entry and the reason of a rejected one', async () => {
    server.use(
      reply(QUEUE, {
        entries: [
          { ...tafel, status: 'approved', verified_at: '2026-03-06T10:00:00.000Z' },
          { ...farm, status: 'rejected', rejection_reason: 'No address on the website' },
        ],
      }),
    );
    renderEntries();
    const approved = await screen.findByRole('article', { name: 'Tafel Graz' });
    expect(fact(approved, 'Verified')).toBe('March 6, 2026');
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(approved).getByRole('button', { name: 'Reject (Tafel Graz)' })).toBeVisible();
    const rejected = card('Biohof Sonnleiten');
    expect(fact(rejected, 'Reason for rejection')).toBe('No address on the website');
    expect(within(rejected).queryByRole('button')).toBeNull();
  });

  it('approves an entry, says so and asks for the queue again', async () => {
    server.use(
      reply(approvePath(tafel), {
        ...tafel,
        status: 'approved',
        verified_at: '2026-03-20T12:00:00.000Z',
      }),
    );
    const { user } = renderEntries();
    const approve = await screen.findByRole('button', { name: 'Approve (Tafel Graz)' });
    // What the queue holds once the entry is approved.
    server.use(reply(QUEUE, { entries: [farm] }));
    await user.click(approve);

    expect(await screen.findByText('Entry approved')).toBeVisible();
    expect(
      screen.getByText('Tafel Graz is now listed to users, marked as verified by the operator.'),
    ).toBeVisible();
    const post = firstPost();
    expect(`${post?.method} ${post?.path}`).toBe(approvePath(tafel));
    expect(post).toHaveProperty('body', undefined);
    // The entry leaves the queue; the focus goes to the card that takes its place.
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Tafel Graz' })).toBeNull(),
    );
    expect(calls(QUEUE)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('1 entry');
    await vi.waitFor(() =>
      expect(within(card('Biohof Sonnleiten')).getByRole('heading', { level: 3 })).toHaveFocus(),
    );
  });

  it('rejects only with a reason, and sends it', async () => {
    server.use(
      reply(rejectPath(tafel), {
        ...tafel,
        status: 'rejected',
        rejection_reason: 'Not a food bank',
      }),
    );
    const { user } = renderEntries();
    await user.click(await screen.findByRole('button', { name: 'Reject (Tafel Graz)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the entry of Tafel Graz?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '1000');

    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(within(dialog).getByText('Enter the reason the organisation will read.')).toBeVisible();
    expect(reason).toHaveFocus();
    expect(calls('POST')).toEqual([]);

    await user.type(reason, '  Not a food bank ');
    server.use(reply(QUEUE, { entries: [farm] }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(await screen.findByText('Entry rejected')).toBeVisible();
    const post = firstPost();
    expect(`${post?.method} ${post?.path}`).toBe(rejectPath(tafel));
    expect(post?.body).toEqual({ reason: 'Not a food bank' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(calls(QUEUE)).toHaveLength(2));
    // The Reject button is gone with its card: the focus goes to the next one.
    await vi.waitFor(() =>
      expect(within(card('Biohof Sonnleiten')).getByRole('heading', { level: 3 })).toHaveFocus(),
    );
  });

  it('explains a 409 (someone decided first) in words and refreshes the list', async () => {
    server.use(
      on(approvePath(tafel), () =>
        apiError(409, 'Only a pending entry can be approved; this one is approved.', {
          code: 'PROVIDER_ENTRY_NOT_PENDING',
          params: { status: 'approved' },
        }),
      ),
      on(rejectPath(farm), () =>
        apiError(409, 'Only a pending or approved entry can be rejected; this one is withdrawn.', {
          code: 'PROVIDER_ENTRY_NOT_REJECTABLE',
          params: { status: 'withdrawn' },
        }),
      ),
    );
    const { user } = renderEntries();
    await user.click(await screen.findByRole('button', { name: 'Approve (Tafel Graz)' }));
    expect(await screen.findByText('The entry of Tafel Graz was not approved')).toBeVisible();
    expect(
      screen.getByText(
        'This entry is no longer waiting for approval: it was decided on or withdrawn meanwhile. The list now shows it as it is.',
      ),
    ).toBeVisible();
    await vi.waitFor(() => expect(calls(QUEUE)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Reject (Biohof Sonnleiten)' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(
      await within(dialog).findByText(
        'This entry can no longer be rejected: it was rejected or withdrawn meanwhile. The list now shows it as it is.',
      ),
    ).toBeVisible();
  });

  it('shows another failure with the server’s message', async () => {
    server.use(on(approvePath(tafel), () => apiError(500, 'Database is away')));
    const { user } = renderEntries();
    const approve = await screen.findByRole('button', { name: 'Approve (Tafel Graz)' });
    await user.click(approve);
    expect(await screen.findByText('Database is away')).toBeVisible();
    expect(card('Tafel Graz')).toBeVisible();
    // The button only said it was busy: the keyboard focus is still on it.
    expect(approve).toHaveFocus();
  });

  it('points from the queue to the verified entries that changed', async () => {
    server.use(reply(CHANGED, { entries: [changedTafel] }));
    const { user, router } = renderEntries();
    expect(await screen.findByText('1 verified entry changed')).toBeVisible();
    expect(
      screen.getByText(
        'Its owner changed its name, description, address or contacts. Users see it without the verified mark until you approve the changes.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show changed entries' }));
    expect(router.state.location.search).toBe('?status=changed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('changed');
    expect(await screen.findByRole('article', { name: 'Tafel Graz Neu' })).toBeVisible();
    // The notice belongs to the queue only.
    expect(screen.queryByText('1 verified entry changed')).toBeNull();
  });

  it('shows what changed since the entry was verified, and approves the changes', async () => {
    server.use(
      reply(CHANGED, { entries: [changedTafel] }),
      reply(approvePath(changedTafel), {
        ...changedTafel,
        verified_at: '2026-03-20T12:00:00.000Z',
        review_changes: null,
      }),
    );
    const { user } = renderEntries('/admin/providers?status=changed');
    const entry = await screen.findByRole('article', { name: 'Tafel Graz Neu' });
    expect(within(entry).getByText('Approved')).toBeVisible();
    expect(within(entry).getByText('Not verified since changed')).toBeVisible();
    const changes = within(entry).getByRole('region', { name: 'Changed since verified' });
    // Each field as the verified value, then the value now; in the order of the entry's form.
    expect(fact(changes, 'Organisation name')).toBe('Tafel Graz → changed to Tafel Graz Neu');
    expect(fact(changes, 'Website')).toBe('Not given → changed to elsewhere.example');
    expect(fact(changes, 'E-mail')).toBe(
      'info@tafel-graz.example → changed to pay@elsewhere.example',
    );
    expect(
      within(changes)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Organisation name', 'Website', 'E-mail']);
    // No verified date while the mark is away.
    expect(within(entry).queryByText('Verified', { selector: 'dt' })).toBeNull();

    server.use(reply(CHANGED, { entries: [] }));
    await user.click(
      within(entry).getByRole('button', { name: 'Approve changes (Tafel Graz Neu)' }),
    );
    expect(await screen.findByText('Entry approved')).toBeVisible();
    expect(
      screen.getByText('Tafel Graz Neu is marked as verified by the operator again.'),
    ).toBeVisible();
    expect(calls('POST')).toEqual([approvePath(changedTafel)]);
    expect(
      await screen.findByText('No verified entry has changed since it was verified.'),
    ).toBeVisible();
  });

  it('says when the queue is empty', async () => {
    server.use(reply(QUEUE, { entries: [] }));
    renderEntries();
    expect(await screen.findByText('No entry is waiting for approval.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 entries');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(on('GET /admin/provider-entries?status=rejected', () => apiError(500, 'down')));
    renderEntries('/admin/providers?status=rejected');
    expect(await screen.findByText('The entries could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
