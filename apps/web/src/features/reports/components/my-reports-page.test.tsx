import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, callsTo, server } from '../../../test/api';
import { LocationProbe } from '../../../test/location-probe';
import { renderRoutes } from '../../../test/render-with-providers';
import { breadSummary } from '../../../test/report-fixtures';
import { MyReportsPage } from './my-reports-page';
import { formatFigure } from '../../../lib/format-number';
import i18n from '../../../lib/i18n';
import { act } from '@testing-library/react';

beforeEach(() => {
  useSessionStore.getState().startSession('token-abc');
  // Without the catalogue's names the list shows those stored with the reports.
  server.use(answerError('get', '/solutions/names', 404, 'Not found'));
});
afterEach(() => {
  useSessionStore.getState().endSession();
});

function renderList() {
  return renderRoutes(
    [
      { path: '/my-reports', element: <MyReportsPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/my-reports',
  );
}

describe('MyReportsPage', () => {
  it('lists the saved reports, each opening its document', async () => {
    server.use(
      answer('get', '/me/reports', {
        reports: [
          breadSummary,
          {
            ...breadSummary,
            id: 'rep-2',
            surplus_name: 'Apples',
            amount_kg: 1500,
            frequency: { times: 1, interval: 'once' },
            provider_name: null,
            net_co2_once: -1234.567,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderList();
    const table = await screen.findByRole('table', { name: 'Your saved reports, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Bread');
    expect(rows[1]).toHaveTextContent('20 kg, 2 times per week');
    expect(rows[1]).toHaveTextContent('Donation to a food bank');
    expect(rows[1]).toHaveTextContent('Foodbank Graz');
    expect(rows[1]).toHaveTextContent('March 14, 2026');
    // One frequency wording on every surface of a report: a one-time donation reads 'once'.
    expect(rows[2]).toHaveTextContent('1,500 kg, once');
    expect(rows[2]).toHaveTextContent('—');
    // The saving in words, rounded as the report rounds it: never a bare negative number.
    expect(rows[1]).toHaveTextContent(
      `saves ${formatFigure(-breadSummary.net_co2_once, 'en')} kg CO2-eq per donation`,
    );
    expect(rows[2]).toHaveTextContent('saves 1,235 kg CO2-eq per donation');
    expect(table).not.toHaveTextContent(/-\d/);
    expect(within(table).getByRole('link', { name: 'Bread' })).toHaveAttribute(
      'href',
      '/my-reports/rep-1',
    );
    const [call] = callsTo('/me/reports');
    expect(call!.headers.get('Authorization')).toBe('Bearer token-abc');

    await user.click(within(rows[2]!).getByText('Donation to a food bank'));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-reports/rep-2');
  });

  it('says when transport outweighs the benefit, and which donations stopped', async () => {
    server.use(
      answer('get', '/me/reports', {
        reports: [
          { ...breadSummary, net_co2_once: 0.4567, ended_on: '2026-06-30' },
          { ...breadSummary, id: 'rep-2', net_co2_once: 0.0001 },
        ],
      }),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Your saved reports, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'adds 0.457 kg CO2-eq per donation: transport outweighs the benefit',
    );
    expect(rows[1]).toHaveTextContent('Stopped on June 30, 2026');
    expect(rows[2]).toHaveTextContent('no net effect per donation');
    expect(rows[2]).not.toHaveTextContent('Stopped on');
  });

  it("names the solution by its id in the reader's language", async () => {
    server.use(
      answer('get', '/solutions/names?lang=sl', {
        language: 'sl',
        names: { 'food-bank-donation': 'Podaritev banki hrane' },
      }),
      answer('get', '/me/reports', { reports: [breadSummary] }),
    );
    await act(() => i18n.changeLanguage('sl'));
    try {
      renderList();
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('Podaritev banki hrane')).toBeVisible();
      expect(within(table).queryByText('Donation to a food bank')).toBeNull();
      expect(table).toHaveTextContent(
        `prihrani ${formatFigure(-breadSummary.net_co2_once, 'sl')} kg CO2-ekv na donacijo`,
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows an empty state with a link to the tool', async () => {
    server.use(answer('get', '/me/reports', { reports: [] }));
    renderList();
    expect(await screen.findByRole('heading', { name: 'No saved reports yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the tool' })).toHaveAttribute('href', '/tool');
  });

  it('shows the loading state, then an error with Retry', async () => {
    server.use(answerError('get', '/me/reports', 500, 'down'));
    const user = userEvent.setup();
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reports…');
    expect(await screen.findByText('Your reports could not be loaded')).toBeVisible();
    server.use(answer('get', '/me/reports', { reports: [breadSummary] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Bread' })).toBeVisible();
  });
});
