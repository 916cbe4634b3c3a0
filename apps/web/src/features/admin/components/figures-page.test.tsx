import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INDICATOR_WORDING } from '@foodhub/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { programmeFigures } from '../../../test/admin-fixtures';
import { answer, answerError, apiCalls, server } from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render-with-providers';
import { FiguresPage } from './figures-page';

beforeEach(() => {
  server.use(answer('get', '/admin/figures', programmeFigures));
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  useSessionStore.getState().endSession();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderFigures(at = '/admin') {
  return renderRoutes([{ path: '/admin', element: <FiguresPage /> }], at);
}

const figuresCalls = () => apiCalls().filter((k) => k.includes('/figures'));
const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const card = (title: string) =>
  screen.getByRole('heading', { level: 4, name: title }).parentElement!;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('FiguresPage', () => {
  it('shows the totals of the months the API counted, and says nobody is tracked', async () => {
    renderFigures();
    expect(
      await screen.findByRole('heading', { name: 'Totals from April 2025 to March 2026' }),
    ).toBeVisible();
    // Without a range in the address the API picks the last 12 months.
    expect(figuresCalls()).toEqual(['GET /admin/figures']);
    // Every figure names its months, so none reads as another's.
    const range = 'Apr 2025 – Mar 2026';
    expect(fact(card('Accounts'), `Accounts registered, ${range}`)).toBe('5');
    expect(fact(card('Accounts'), 'Private persons')).toBe('2');
    expect(fact(card('Accounts'), 'Companies')).toBe('3');
    expect(fact(card('Searches and surpluses'), `Searches run, ${range}`)).toBe('10');
    expect(fact(card('Searches and surpluses'), `Surpluses entered, ${range}`)).toBe('4');
    // A one-time 300 kg harvest is never read as 300 kg per week.
    expect(fact(card('Searches and surpluses'), `Recurring amount entered, ${range}`)).toBe(
      '92.5 kg per week',
    );
    expect(fact(card('Searches and surpluses'), `One-time amount entered, ${range}`)).toBe(
      '300 kg once',
    );
    const reports = card('Impact reports, as My impact counts them');
    // A weekly report counts in February and in March: it is one report, not two.
    expect(fact(reports, 'Reports counting in March 2026')).toBe('1');
    expect(fact(reports, `Food donated, ${range}`)).toBe('407 kg');
    // What My impact leads with: each indicator saved, net after transport (avoided only in
    // the detailed table).
    expect(fact(reports, `Climate change, net after transport, ${range}`)).toBe(
      '40.7 kg CO2-eq saved',
    );
    expect(fact(reports, `Water scarcity, net after transport, ${range}`)).toBe(
      '9.6 m3 world eq saved',
    );
    expect(fact(reports, `Land use, net after transport, ${range}`)).toBe('2,120 points saved');
    expect(within(reports).queryByText(/avoided/)).toBeNull();
    expect(fact(card('Providers now'), 'In the catalogue')).toBe('53');
    expect(fact(card('Providers now'), 'Self-registered')).toBe('1');
    expect(screen.getByRole('note')).toHaveTextContent('No person is tracked for them.');
    expect(screen.getByLabelText(/^First month/)).toHaveValue('2025-04');
    expect(screen.getByLabelText(/^Last month/)).toHaveValue('2026-03');
  });

  it('draws six charts by month, each with its values in an accessible table', async () => {
    renderFigures();
    const accounts = await screen.findByRole('figure', { name: 'Accounts registered per month' });
    expect(within(accounts).getByTestId('bar-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(accounts.querySelectorAll('rect')).toHaveLength(2);
    const rows = rowsOf(within(accounts).getByRole('table'));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['April 2025', '0']);
    expect(rows[9]).toEqual(['January 2026', '3']);
    expect(rows[11]).toEqual(['March 2026', '2']);
    const co2 = screen.getByRole('figure', {
      name: 'Climate change: saved per month (net, after transport), in kg CO2-eq',
    });
    expect(rowsOf(within(co2).getByRole('table'))[10]).toEqual(['February 2026', '30.5']);
    expect(screen.getByRole('figure', { name: 'Searches run per month' })).toBeVisible();
    const weekly = screen.getByRole('figure', {
      name: 'Recurring surplus amount entered per month, in kg per week',
    });
    expect(rowsOf(within(weekly).getByRole('table'))[11]).toEqual(['March 2026', '12.5']);
    const once = screen.getByRole('figure', {
      name: 'One-time surplus amount entered per month, in kg',
    });
    expect(rowsOf(within(once).getByRole('table'))[11]).toEqual(['March 2026', '300']);
    const donated = screen.getByRole('figure', {
      name: 'Food donated per month, as My impact counts it, in kg',
    });
    expect(rowsOf(within(donated).getByRole('table'))[10]).toEqual(['February 2026', '320']);
  });

  it('lists the figures by country, food group and provider origin in scrollable tables', async () => {
    renderFigures();
    const accounts = await screen.findByRole('table', {
      name: 'Accounts registered, by country and account type',
    });
    expect(rowsOf(accounts)).toEqual([
      ['Austria', '0', '3', '3'],
      ['Slovenia', '1', '0', '1'],
      ['Unknown', '1', '0', '1'],
    ]);
    // Narrow screens: the table scrolls inside a region the keyboard can reach.
    expect(
      screen.getByRole('region', { name: 'Accounts registered, by country and account type' }),
    ).toHaveAttribute('tabindex', '0');
    expect(
      rowsOf(
        screen.getByRole('table', {
          name: "Searches run, by the country of the company's address",
        }),
      ),
    ).toEqual([
      ['Austria', '7'],
      ['Unknown', '3'],
    ]);
    const groups = screen.getByRole('table', { name: 'Surpluses entered, by food group' });
    expect(
      within(groups)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Food group', 'Surpluses', 'Recurring, kg per week', 'One-time, kg']);
    expect(rowsOf(groups)).toEqual([
      ['Cereal products', '2', '80', '0'],
      ['Beverages', '1', '12.5', '0'],
      ['Fruits, vegetables, legumes and oilseeds', '1', '0', '300'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Surpluses entered, by country' }))).toEqual([
      ['Austria', '2', '80', '0'],
      ['Slovenia', '2', '12.5', '300'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Providers, by origin and status' }))).toEqual([
      ['Sample data', 'published', '40', '0'],
      ['Imported', 'published', '12', '0'],
      ['Self-registered', 'pending', '1', '1'],
    ]);
  });

  it('lists the reports per month as My impact counts them, saying how', async () => {
    renderFigures();
    const table = await screen.findByRole('table', {
      name: 'Impact reports per month, as My impact counts them, newest first',
    });
    const headers = (t: HTMLElement) =>
      within(t)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    expect(headers(table)).toEqual([
      'Month',
      'Reports counting',
      'Food donated (kg)',
      'Climate change saved, net (kg CO2-eq)',
      'Water scarcity saved, net (m3 world eq)',
      'Land use saved, net (points)',
    ]);
    expect(rowsOf(table)).toEqual([
      ['March 2026', '1', '86.7', '10.2', '2.4', '530'],
      ['February 2026', '2', '320', '30.5', '7.2', '1,590'],
    ]);
    // Avoided and the signed net only in detail, as on My impact.
    expect(
      screen.getByRole('heading', { name: 'In detail: avoided and net, per month' }),
    ).toBeVisible();
    const detail = screen.getByRole('table', {
      name: 'Avoided and net impacts per month, newest first',
    });
    expect(headers(detail)).toEqual([
      'Month',
      'Climate change avoided (kg CO2-eq)',
      'Climate change net (kg CO2-eq)',
      'Water scarcity avoided (m3 world eq)',
      'Water scarcity net (m3 world eq)',
      'Land use avoided (points)',
      'Land use net (points)',
    ]);
    expect(rowsOf(detail)[1]).toEqual([
      'February 2026',
      '31.5',
      '-30.5',
      '7.5',
      '-7.2',
      '1,620',
      '-1,590',
    ]);
    expect(
      screen.getByText(/^Counted as on My impact: a one-time report in the month it was made;/),
    ).toBeVisible();
  });

  it('downloads every row as one CSV with a section column', async () => {
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderFigures();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.name()).toBe('programme-figures-2025-04-to-2026-03.csv');
    const text = await downloads.text();
    const lines = text.split('\r\n');
    // The table first, its machine columns in their places; the saved ones and the handed-over
    // columns at the end.
    expect(lines.slice(0, 16)).toEqual([
      'section,period,account_type,country,food_group,origin,status,count,kg_per_week,once_kg,donated_kg,co2_avoided_kg_co2_eq,co2_net_kg_co2_eq,water_avoided_m3_world_eq,land_avoided_points,water_net_m3_world_eq,land_net_points,co2_saved_kg_co2_eq,water_saved_m3_world_eq,land_saved_points,solution_id,handed_over_kg',
      'accounts,2026-01,company,AT,,,,2,,,,,,,,,,,,,,',
      'accounts,2026-01,individual,SI,,,,1,,,,,,,,,,,,,,',
      'accounts,2026-03,company,AT,,,,1,,,,,,,,,,,,,,',
      'accounts,2026-03,individual,,,,,1,,,,,,,,,,,,,,',
      'searches,2026-02,,AT,,,,7,,,,,,,,,,,,,,',
      'searches,2026-03,,,,,,3,,,,,,,,,,,,,,',
      'surpluses,2026-02,,AT,Cereal products,,,2,80,0,,,,,,,,,,,,',
      'surpluses,2026-03,,SI,Beverages,,,1,12.5,0,,,,,,,,,,,,',
      'surpluses,2026-03,,SI,"Fruits, vegetables, legumes and oilseeds",,,1,0,300,,,,,,,,,,,,',
      'reports,2026-02,,,,,,2,,,320,31.5,-30.5,7.5,1620,-7.2,-1590,30.5,7.2,1590,,',
      'reports,2026-03,,,,,,1,,,86.7,10.5,-10.2,2.5,540,-2.4,-530,10.2,2.4,530,,',
      'providers_added,2026-03,,,,self-registered,pending,1,,,,,,,,,,,,,,',
      'providers_now,2026-03-20,,,,sample,published,40,,,,,,,,,,,,,,',
      'providers_now,2026-03-20,,,,imported,published,12,,,,,,,,,,,,,,',
      'providers_now,2026-03-20,,,,self-registered,pending,1,,,,,,,,,,,,,,',
    ]);
    // Then the indicators in the reader's words, and how the columns are signed.
    expect(lines.slice(16, 19)).toEqual([
      '',
      'indicator,indicator_name,unit,saved_column,net_column,meaning',
      expect.stringMatching(
        /^co2,Climate change,kg CO2-eq,co2_saved_kg_co2_eq,co2_net_kg_co2_eq,Kilograms of CO2 equivalent/,
      ),
    ]);
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(
        /^sign,"Saved columns \(\*_saved_\*\): the net result after transport with its sign turned/,
      ),
      'language,en',
      '',
    ]);
  });

  it('asks for the months chosen, and explains a range that is not one', async () => {
    const user = userEvent.setup();
    const { router } = renderFigures();
    // The fields start afresh with the months the API counted.
    await screen.findByRole('heading', { name: 'Totals from April 2025 to March 2026' });
    const from = screen.getByLabelText(/^First month/);
    const to = screen.getByLabelText(/^Last month/);

    fireEvent.change(from, { target: { value: '2026-03' } });
    fireEvent.change(to, { target: { value: '2026-01' } });
    await user.click(screen.getByRole('button', { name: 'Show figures' }));

    expect(screen.getByText('The last month cannot come before the first month.')).toBeVisible();
    expect(to).toHaveFocus();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(figuresCalls()).toHaveLength(1);

    fireEvent.change(from, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    // The browser has a month picker (jsdom, as Chromium): the message asks to pick.
    expect(screen.getByText('Pick a month and a year.')).toBeVisible();
    expect(from).toHaveFocus();

    fireEvent.change(from, { target: { value: '2025-12' } });
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    expect(router.state.location.search).toBe('?from=2025-12&to=2026-01');
    // The fields stay the ones the admin used: the focus is not lost to a new form.
    expect(screen.getByRole('button', { name: 'Show figures' })).toHaveFocus();
    await vi.waitFor(() =>
      expect(figuresCalls().at(-1)).toBe('GET /admin/figures?from=2025-12&to=2026-01'),
    );

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() => expect(from).toHaveValue('2025-04'));
    expect(to).toHaveValue('2026-03');
  });

  it('describes the month fields as the browser draws them: a picker, or text written YYYY-MM', async () => {
    const view = renderFigures();
    await screen.findByRole('heading', { name: 'Totals from April 2025 to March 2026' });
    const from = screen.getByLabelText(/^First month/);
    expect(from).toHaveAttribute('type', 'month');
    expect(from).toHaveAccessibleDescription('Pick the month and year.');
    expect(from).not.toHaveAttribute('placeholder');
    view.unmount();

    // A browser without a month picker (Firefox) shows a text field.
    const type = vi.spyOn(HTMLInputElement.prototype, 'type', 'get').mockReturnValue('text');
    renderFigures();
    await screen.findByRole('heading', { name: 'Totals from April 2025 to March 2026' });
    type.mockRestore();
    const written = screen.getByLabelText(/^First month/);
    expect(written).toHaveAccessibleDescription('Written YYYY-MM, e.g. 2026-03.');
    expect(written).toHaveAttribute('placeholder', 'YYYY-MM');
  });

  it('writes numbers and months in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.loadNamespaces(['admin', 'catalogue']));
    renderFigures();
    expect(
      await screen.findByRole('heading', { name: 'Summen von April 2025 bis März 2026' }),
    ).toBeVisible();
    const range = 'Apr. 2025 – März 2026';
    expect(fact(card('Suchen und Überschüsse'), `Erfasste wiederkehrende Menge, ${range}`)).toBe(
      '92,5 kg pro Woche',
    );
    expect(fact(card('Suchen und Überschüsse'), `Erfasste einmalige Menge, ${range}`)).toBe(
      '300 kg einmalig',
    );
    const reports = card('Wirkungsberichte, gezählt wie unter Meine Wirkung');
    expect(fact(reports, 'Im März 2026 zählende Berichte')).toBe('1');
    // The indicator's name and unit are the report's (one wording for every surface).
    expect(fact(reports, `Klimawandel, netto nach Transport, ${range}`)).toBe(
      `40,7 ${INDICATOR_WORDING.de.co2.unit} eingespart`,
    );
    expect(fact(reports, `Landnutzung, netto nach Transport, ${range}`)).toBe(
      `2.120 ${INDICATOR_WORDING.de.land.unit} eingespart`,
    );
    // Food groups are kept by code and shown by name.
    expect(
      rowsOf(screen.getByRole('table', { name: 'Erfasste Überschüsse nach Lebensmittelgruppe' })),
    ).toEqual([
      ['Getreideprodukte', '2', '80', '0'],
      ['Getränke', '1', '12,5', '0'],
      ['Obst, Gemüse, Hülsenfrüchte und Ölsaaten', '1', '0', '300'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Registrierte Konten nach Land und Kontotyp' }))[0],
    ).toEqual(['Österreich', '0', '3', '3']);
  });

  it('shows the server’s reason and a retry when the figures fail', async () => {
    server.use(answerError('get', '/admin/figures', 400, 'A month is written YYYY-MM'));
    renderFigures('/admin?from=2026-13&to=2026-03');
    expect(await screen.findByText('The figures could not be loaded')).toBeVisible();
    expect(screen.getByText('A month is written YYYY-MM')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
