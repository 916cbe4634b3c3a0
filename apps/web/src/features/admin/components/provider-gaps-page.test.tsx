import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileDate } from '../../../lib/download';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { providerGapsReport } from '../../../test/admin-fixtures';
import { answer, answerError, server } from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render-with-providers';
import { ProviderGapsPage } from './provider-gaps-page';

beforeEach(() => {
  server.use(
    answer('get', '/admin/provider-gaps', providerGapsReport),
    // The catalogue's names in English: those the gaps came with.
    answer('get', '/solutions/names?lang=en', {
      language: 'en',
      names: {
        'bread-beer': 'Brewing beer from bread',
        'food-bank-donation': 'Donation to a food bank',
      },
    }),
  );
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  useSessionStore.getState().endSession();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderGaps() {
  renderRoutes([{ path: '/admin/gaps', element: <ProviderGapsPage /> }], '/admin/gaps');
  return userEvent.setup();
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ProviderGapsPage', () => {
  it('lists the solutions without a real provider near users, and says how it is read', async () => {
    renderGaps();
    const table = await screen.findByRole('table', {
      name: 'Solutions without a real provider near users, the most asked first',
    });
    expect(rowsOf(table)).toEqual([
      ['Solution', 'Place', 'Surpluses', 'kg per week', 'Last searched', 'Nearest real provider'],
      ['Brewing beer from bread', 'Graz, Austria', '4', '120.5', 'March 18, 2026', '83.5 km'],
      ['Biogas, anaerobic digestion', 'Maribor, Slovenia', '2', '0.33', 'March 10, 2026', 'none'],
      ['Donation to a food bank', 'Unknown', '1', '0', 'February 1, 2026', '51.0 km'],
    ]);
    expect(
      screen.getByText(
        'Where users looked for a solution and no real provider is within 50 km of them: whom to recruit.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/^How it is read: the latest 2,000 saved surpluses/)).toBeVisible();
    expect(
      screen.getByRole('region', {
        name: 'Solutions without a real provider near users, the most asked first',
      }),
    ).toHaveAttribute('tabindex', '0');
  });

  it('names each solution by its id in the reader’s language, on screen and in the CSV', async () => {
    await act(() => i18n.changeLanguage('sl'));
    await act(() => i18n.loadNamespaces(['admin']));
    server.use(
      answer('get', '/solutions/names?lang=sl', {
        language: 'sl',
        names: {
          'bread-beer': 'Varjenje piva iz kruha',
          'food-bank-donation': 'Podaritev banki hrane',
        },
      }),
    );
    const downloads = catchDownloads();
    const user = renderGaps();
    const table = await screen.findByRole('table');
    await vi.waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
        'Varjenje piva iz kruha',
      ),
    );
    // A solution the catalogue no longer names keeps the name stored with the gap.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Varjenje piva iz kruha', 'Biogas, anaerobic digestion', 'Podaritev banki hrane']);

    await user.click(screen.getByRole('button', { name: 'Prenesi CSV' }));
    const text = await downloads.text();
    expect(text.split('\r\n')[1]).toMatch(/^bread-beer,Varjenje piva iz kruha,AT,Graz,/);
    expect(text.split('\r\n')[3]).toMatch(/^food-bank-donation,Podaritev banki hrane,,,/);
  });

  it('says when there is no gap, without a table or a download', async () => {
    server.use(
      answer('get', '/admin/provider-gaps', { ...providerGapsReport, surplusesRead: 1, gaps: [] }),
    );
    renderGaps();
    expect(
      await screen.findByText(
        'No gaps: every solution users were shown has a real provider near them.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/^How it is read: the latest 1 saved surplus,/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('downloads the rows as a CSV', async () => {
    const downloads = catchDownloads();
    const user = renderGaps();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.name()).toBe(`provider-gaps-${fileDate()}.csv`);
    const text = await downloads.text();
    expect(text.split('\r\n')).toEqual([
      'solution_id,solution_name,country,city,surpluses,kg_per_week,last_searched_at,nearest_real_provider_km,radius_km',
      'bread-beer,Brewing beer from bread,AT,Graz,4,120.5,2026-03-18T10:00:00.000Z,83.46,50',
      'biogas,"Biogas, anaerobic digestion",SI,Maribor,2,0.333333,2026-03-10T08:00:00.000Z,,50',
      'food-bank-donation,Donation to a food bank,,,1,0,2026-02-01T08:00:00.000Z,51,50',
      '',
    ]);
  });

  it('shows the server’s reason and a retry when the gaps fail', async () => {
    server.use(answerError('get', '/admin/provider-gaps', 500, 'Database is away'));
    renderGaps();
    expect(await screen.findByText('The gaps could not be loaded')).toBeVisible();
    expect(screen.getByText('Database is away')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('ProviderGapsPage: offers no provider took', () => {
  const lines = (heading: string) =>
    within(screen.getByRole('heading', { level: 4, name: heading }).parentElement!)
      .queryAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent));

  it('says in words, month by month, which offers were declined or left unanswered', async () => {
    renderGaps();
    const section = await screen.findByRole('region', { name: 'Offers no provider took' });
    expect(
      within(section).getByText(/^Offers a provider declined, or left unanswered until/),
    ).toBeVisible();
    // This month first, then last month, each named.
    const headings = within(section)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['This month (March 2026)', 'Last month (February 2026)']);
    expect(lines('This month (March 2026)')).toEqual([
      [
        '12 offers of Cereal products in Žabnica, Slovenia declined or unanswered',
        'Donation to a food bank · declined: 7, unanswered: 5',
      ],
      [
        '1 offer in an unknown place declined or unanswered',
        'Soup kitchen (retired) · declined: 0, unanswered: 1',
      ],
    ]);
    expect(lines('Last month (February 2026)')).toEqual([
      [
        '2 offers of Beverages in Graz, Austria declined or unanswered',
        'Brewing beer from bread · declined: 2, unanswered: 0',
      ],
    ]);
  });

  it('downloads the offers no provider took as a CSV of their own', async () => {
    const downloads = catchDownloads();
    const user = renderGaps();
    const section = await screen.findByRole('region', { name: 'Offers no provider took' });
    await user.click(within(section).getByRole('button', { name: 'Download CSV of these offers' }));
    expect(downloads.name()).toBe(`offers-not-taken-${fileDate()}.csv`);
    const text = await downloads.text();
    expect(text.split('\r\n')).toEqual([
      'period,country,city,food_group,solution_id,solution_name,offers,declined,unanswered,last_at',
      '2026-03,SI,Žabnica,Cereal products,food-bank-donation,Donation to a food bank,12,7,5,2026-03-19T16:00:00.000Z',
      '2026-03,,,,retired-solution,Soup kitchen (retired),1,0,1,2026-03-02T09:00:00.000Z',
      '2026-02,AT,Graz,Beverages,bread-beer,Brewing beer from bread,2,2,0,2026-02-20T10:00:00.000Z',
      '',
    ]);
  });

  it('speaks the reader’s language, with the catalogue’s food groups and solution names', async () => {
    await act(() => i18n.changeLanguage('sl'));
    await act(() => i18n.loadNamespaces(['admin', 'catalogue']));
    server.use(
      answer('get', '/solutions/names?lang=sl', {
        language: 'sl',
        names: { 'food-bank-donation': 'Podaritev banki hrane' },
      }),
    );
    renderGaps();
    await screen.findByRole('region', { name: 'Ponudbe, ki jih ni sprejel noben ponudnik' });
    await vi.waitFor(() =>
      expect(lines('Ta mesec (marec 2026)')[0]).toEqual([
        '12 ponudb (Žitni izdelki) v kraju Žabnica, Slovenija zavrnjenih ali brez odgovora',
        'Podaritev banki hrane · zavrnjene: 7, brez odgovora: 5',
      ]),
    );
    expect(lines('Prejšnji mesec (februar 2026)')[0]![0]).toBe(
      '2 ponudbi (Pijače) v kraju Graz, Avstrija zavrnjeni ali brez odgovora',
    );
  });

  it('says so when no offer was declined or left unanswered, beside gaps or none', async () => {
    server.use(
      answer('get', '/admin/provider-gaps', {
        ...providerGapsReport,
        gaps: [],
        offersNotTaken: { months: ['2026-02', '2026-03'], rows: [] },
      }),
    );
    renderGaps();
    const section = await screen.findByRole('region', { name: 'Offers no provider took' });
    expect(within(section).getAllByText('No offer was declined or left unanswered.')).toHaveLength(
      2,
    );
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(
      screen.getByText('No gaps: every solution users were shown has a real provider near them.'),
    ).toBeVisible();
  });
});
