import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { adminInfo, adminProviderEntry } from '../../test/admin-fixtures';
import { answer, server } from '../../test/api';
import { renderRoutes } from '../../test/render-with-providers';
import { foodBank } from '../../test/solution-fixtures';

// /admin/providers as the app composes it: each entry waiting for approval shows the users'
// provider card of it right above Approve, so the operator sees what approving publishes.

const pending = adminProviderEntry();
const approved = adminProviderEntry({
  id: '7c1d2e3f-0a1b-4c5d-8e9f-0a1b2c3d0002',
  company_name: 'Biohof Sonnleiten',
  status: 'approved',
  verified_at: '2026-03-06T10:00:00.000Z',
});

beforeEach(() => {
  server.use(
    answer('get', '/user/info', adminInfo),
    answer('get', '/admin/provider-entries?status=pending', { entries: [pending, approved] }),
    answer('get', '/admin/provider-entries?changed=true', { entries: [] }),
    answer('get', '/solutions', { solutions: [foodBank] }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderPage() {
  renderRoutes(
    [{ path: '/admin/providers', lazy: () => import('./admin-providers') }],
    '/admin/providers',
  );
  return userEvent.setup();
}

describe('/admin/providers', () => {
  it('shows a waiting entry as users will see it, before Approve', async () => {
    const user = renderPage();
    const entry = await screen.findByRole('article', { name: 'Tafel Graz' });
    const preview = within(entry).getByRole('region', {
      name: 'As users will see it once approved',
    });
    const list = within(preview).getByRole('list', {
      name: 'Preview of Tafel Graz in the provider list',
    });
    // The users' card, opened: the mark approving gives, the place, the details.
    const header = within(list).getByRole('button', { expanded: true });
    expect(header).toHaveTextContent('Tafel Graz');
    expect(header).toHaveTextContent(/Verified by the operator on/);
    expect(header).toHaveTextContent('Graz, Austria');
    expect(
      within(list).getByText('Hands out food to people in need, five days a week.'),
    ).toBeVisible();
    // Only the contacts the organisation shows: the person, not the e-mail or the phone.
    expect(within(list).getByText('Maria Huber')).toBeVisible();
    expect(within(list).queryByText('info@tafel-graz.example')).toBeNull();
    expect(within(list).queryByText('+43 316 123456')).toBeNull();
    // It comes before the decision.
    const approve = within(entry).getByRole('button', { name: 'Approve (Tafel Graz)' });
    expect(
      preview.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The card closes and opens as in the users' list.
    await user.click(header);
    expect(within(list).queryByText('Maria Huber')).toBeNull();
  });

  it('shows no preview for an entry already approved', async () => {
    renderPage();
    const entry = await screen.findByRole('article', { name: 'Biohof Sonnleiten' });
    expect(within(entry).queryByRole('region', { name: /As users will see it/ })).toBeNull();
  });
});
