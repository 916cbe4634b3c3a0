import { AUDIT_PAGE_SIZE, type AuditEntry } from '@foodhub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { auditEntry } from '../../../test/admin-fixtures';
import { answer, answerError, apiCalls, route, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { AuditPage } from './audit-page';

/** A full first page: entries 0 to 99, the latest first; the oldest is entry 99. */
const fullPage = () => Array.from({ length: AUDIT_PAGE_SIZE }, (_, n) => auditEntry(n));
const oldest = auditEntry(AUDIT_PAGE_SIZE - 1).id;
let firstPage: AuditEntry[];
const FIRST_PAGE = `/admin/audit?limit=${AUDIT_PAGE_SIZE}`;

beforeEach(() => {
  firstPage = fullPage();
  // Read when asked: a test may change the page first.
  server.use(route('get', FIRST_PAGE, () => HttpResponse.json({ entries: firstPage })));
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderAudit() {
  renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit');
  return userEvent.setup();
}

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('AuditPage', () => {
  it('lists who changed what, in words', async () => {
    firstPage[0] = auditEntry(0, {
      actorEmail: null,
      action: 'role.grant',
      targetLabel: 'ops@example.org',
      details: { role: 'admin' },
    });
    firstPage[1] = auditEntry(1, {
      action: 'role.revoke',
      targetLabel: null,
      details: { role: 'provider', before: ['admin', 'provider'], after: ['admin'] },
    });
    firstPage[2] = auditEntry(2, { action: 'provider.hide', details: { reason: 'closed' } });
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Changes, the latest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(cells(rows[0]!)).toEqual([
      // In the interface language and the browser's time zone.
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(firstPage[0].at),
      ),
      'Command line or configuration (or a deleted account)',
      'Granted role admin',
      'ops@example.org',
      '',
    ]);
    expect(cells(rows[1]!).slice(1)).toEqual([
      'ops@example.org',
      'Removed role provider',
      'Unknown (deleted)',
      'Before: admin, providerAfter: admin',
    ]);
    // An action this client does not word yet is shown as the API names it.
    expect(cells(rows[2]!).slice(2)).toEqual([
      'provider.hide',
      'user2@example.com',
      'Reason: closed',
    ]);
    expect(within(rows[0]!).getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      firstPage[0].at,
    );
    expect(screen.getByRole('status')).toHaveTextContent('100 entries shown.');
    expect(screen.getByRole('button', { name: 'Load older' })).toBeVisible();
  });

  it('words the provider entries’ actions, naming the entry by its company', async () => {
    const provider = { targetType: 'provider', targetId: 'entry-1', targetLabel: 'Tafel Graz' };
    server.use(
      answer('get', FIRST_PAGE, {
        entries: [
          auditEntry(0, { ...provider, action: 'provider.submit', details: {} }),
          auditEntry(1, {
            ...provider,
            action: 'provider.submit',
            details: { fields: ['company_name'] },
          }),
          auditEntry(2, {
            ...provider,
            action: 'provider.edit',
            details: { fields: ['location', 'show_contact', 'opening_hours'] },
          }),
          auditEntry(3, { ...provider, action: 'provider.withdraw', details: {} }),
          auditEntry(4, { ...provider, action: 'provider.approve', details: {} }),
          auditEntry(5, {
            ...provider,
            targetLabel: null,
            action: 'provider.reject',
            details: { reason: 'Not a food bank' },
          }),
          auditEntry(6, {
            actorEmail: null,
            action: 'role.grant',
            details: { role: 'admin', by: 'ADMIN_EMAILS' },
          }),
        ],
      }),
    );
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Changes, the latest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(2))).toEqual([
      ['Submitted a provider entry', 'Tafel Graz', ''],
      ['Submitted a provider entry', 'Tafel Graz', 'Fields changed: name'],
      [
        // A field this client does not know yet is shown as the API names it.
        'Edited the provider entry: address, contacts shown to users, opening_hours',
        'Tafel Graz',
        '',
      ],
      ['Withdrew the provider entry', 'Tafel Graz', ''],
      ['Approved the provider entry', 'Tafel Graz', ''],
      ['Rejected the provider entry: Not a food bank', 'Unknown (deleted)', ''],
      ['Granted role admin', 'user6@example.com', 'Via: ADMIN_EMAILS'],
    ]);
  });

  it('words the changes of the Providers section: edits, imports, samples removed', async () => {
    const provider = { targetType: 'provider', targetId: 'provider-1', targetLabel: 'Tafel Graz' };
    server.use(
      answer('get', FIRST_PAGE, {
        entries: [
          auditEntry(0, {
            ...provider,
            action: 'provider.admin-edit',
            details: { fields: ['company_name', 'location_geo'] },
          }),
          auditEntry(1, {
            targetType: 'provider',
            targetId: null,
            targetLabel: null,
            action: 'provider.import',
            details: { source: 'foodbanks-at', imported: 1200, rejected: 1, format: 'csv' },
          }),
          auditEntry(2, {
            targetType: 'provider',
            targetId: null,
            targetLabel: null,
            action: 'provider.remove-samples',
            details: { count: 40 },
          }),
          // Details the client cannot word are shown as the API names them.
          auditEntry(3, { ...provider, action: 'provider.import', details: { source: 'x' } }),
        ],
      }),
    );
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Changes, the latest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [cells(row)[2], cells(row)[4]])).toEqual([
      ['Edited provider: name, map position', ''],
      ['Imported 1,200 providers from foodbanks-at, 1 row rejected', 'format: csv'],
      ['Removed 40 sample providers', ''],
      ['provider.import', 'source: x'],
    ]);
  });

  it("loads older entries with 'before' the last entry shown, keeping the focus", async () => {
    // Should a page repeat an entry (a log written between two loads), it is shown once.
    server.use(
      answer('get', `/admin/audit?before=${encodeURIComponent(oldest)}&limit=${AUDIT_PAGE_SIZE}`, {
        entries: [auditEntry(99), auditEntry(100), auditEntry(101)],
      }),
    );
    const user = renderAudit();
    const older = await screen.findByRole('button', { name: 'Load older' });
    await user.click(older);
    expect(await screen.findByText('All 102 entries shown.')).toBeVisible();
    expect(apiCalls()).toEqual([
      `GET /admin/audit?limit=${AUDIT_PAGE_SIZE}`,
      `GET /admin/audit?before=${encodeURIComponent(oldest)}&limit=${AUDIT_PAGE_SIZE}`,
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(102);
    expect(rows.at(-1)).toHaveTextContent('user101@example.com');
    // At the end the button stays, looking disabled, so the keyboard focus is not lost.
    expect(older).toHaveFocus();
    expect(older).toHaveAttribute('aria-disabled', 'true');
    await user.click(older);
    expect(apiCalls()).toHaveLength(2);
  });

  it('has no Load older when the first page holds everything', async () => {
    server.use(answer('get', FIRST_PAGE, { entries: [auditEntry(0)] }));
    renderAudit();
    expect(await screen.findByText('The only entry is shown.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('says when nothing was changed yet', async () => {
    server.use(answer('get', FIRST_PAGE, { entries: [] }));
    renderAudit();
    expect(await screen.findByText('Nothing has been changed yet.')).toBeVisible();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    server.use(answerError('get', FIRST_PAGE, 500, 'down'));
    renderAudit();
    expect(await screen.findByText('The audit log could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
