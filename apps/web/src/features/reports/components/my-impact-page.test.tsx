import { INDICATOR_WORDING } from '@foodhub/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { answer, answerError, server } from '../../../test/api';
import { catchDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render-with-providers';
import { impactIn } from '../../../test/report-fixtures';
import { chartRange, MyImpactPage } from './my-impact-page';

beforeEach(() => {
  // 20 March 2026: this year is 2026, the chart ends with March 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 20, 12));
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  useSessionStore.getState().endSession();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderImpact() {
  return renderRoutes([{ path: '/my-impact', element: <MyImpactPage /> }], '/my-impact');
}

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** The rows of a CSV section (RFC 4180 quoting, no line breaks inside fields). */
const parseCsv = (section: string) =>
  section
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
        cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
      ),
    );
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('MyImpactPage', () => {
  it('says how it counts, and leads with what this year and all reports saved', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const year = (await screen.findByRole('heading', { name: 'This year so far (2026)' }))
      .parentElement!;
    expect(year).toHaveTextContent('100 kg donated, 51 kg CO2-eq saved (net, after transport)');
    expect(fact(year, 'Reports counting')).toBe('3');
    expect(fact(year, 'Donations')).toBe('10');
    expect(fact(year, 'Food donated')).toBe('100 kg');
    expect(fact(year, 'Climate change, net after transport')).toBe('51 kg CO2-eq saved');
    expect(fact(year, 'Water scarcity, net after transport')).toBe('12 m3 world eq saved');
    expect(fact(year, 'Land use, net after transport')).toBe('2,650 points saved');
    const overall = screen.getByRole('heading', {
      name: 'In total, since November 2025',
    }).parentElement!;
    expect(overall).toHaveTextContent(
      '120 kg donated, 61.2 kg CO2-eq saved (net, after transport)',
    );
    expect(fact(overall, 'Reports counting')).toBe('4');
    // Good news is never a negative number outside the detailed table.
    expect(year.textContent).not.toMatch(/[-−]\d/);
    expect(overall.textContent).not.toMatch(/[-−]\d/);
    expect(
      screen.getByText(
        /^How it counts: a one-time donation counts once, in the month of its report; a recurring donation counts in every month it runs, from the report's date until today or until the day you stop it, day by day/,
      ),
    ).toBeVisible();
    expect(screen.getByText('Counted up to March 20, 2026.')).toBeVisible();
  });

  it('says what each unit means, in the words of the report', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const units = (await screen.findByRole('heading', { name: 'What the units mean' }))
      .parentElement!;
    for (const indicator of ['co2', 'water', 'land'] as const) {
      const { name, unit, meaning } = INDICATOR_WORDING.en[indicator];
      expect(within(units).getByText(`${name} (${unit})`, { selector: 'dt' })).toBeVisible();
      expect(within(units).getByText(meaning, { selector: 'dd' })).toBeVisible();
    }
  });

  it('says plainly when transport outweighs the saving', async () => {
    const impact = impactIn(2026);
    const year = impact.years.find((y) => y.period === '2026')!;
    year.co2_net = 4.25;
    server.use(answer('get', '/me/impact', impact));
    renderImpact();
    const card = (await screen.findByRole('heading', { name: 'This year so far (2026)' }))
      .parentElement!;
    expect(card).toHaveTextContent(
      '100 kg donated; transport outweighs the saving: 4.25 kg CO2-eq more emitted than avoided (net)',
    );
    expect(fact(card, 'Climate change, net after transport')).toBe(
      '4.25 kg CO2-eq added: transport outweighs the saving',
    );
  });

  it('draws the saving per month as bars with the values in an accessible table', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const figure = await screen.findByRole('figure', {
      name: 'Climate change saved per month (net, after transport) over the last 12 months, in kg CO2-eq',
    });
    // The drawing is hidden from screen readers, its table is not.
    expect(within(figure).getByTestId('impact-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(within(figure).getByText('Month', { selector: 'svg text' })).toBeInTheDocument();
    expect(
      within(figure).getByText('Saved (kg CO2-eq)', { selector: 'svg text' }),
    ).toBeInTheDocument();
    expect(figure.querySelectorAll('rect')).toHaveLength(3);
    const table = within(figure).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('April 2025');
    expect(rows[7]).toHaveTextContent('November 202510.2');
    expect(rows[8]).toHaveTextContent('December 20250');
    expect(rows[9]).toHaveTextContent('January 202620.4');
    expect(rows[10]).toHaveTextContent('February 202630.6');
    expect(rows[11]).toHaveTextContent('March 20260');
  });

  it('draws a month where transport outweighs the saving below the axis, and says so', async () => {
    const impact = impactIn(2026);
    // November: transport outweighed the saving (net +0.143, a saving of -0.143).
    impact.months.find((m) => m.period === '2025-11')!.co2_net = 0.143;
    server.use(answer('get', '/me/impact', impact));
    renderImpact();
    const figure = await screen.findByRole('figure', {
      name: /^Climate change saved per month/,
    });
    const below = [...figure.querySelectorAll('rect')].filter(
      (r) => r.getAttribute('data-sign') === 'negative',
    );
    expect(below).toHaveLength(1);
    const axis = Number(within(figure).getByTestId('impact-chart-axis').getAttribute('y1'));
    expect(Number(below[0]!.getAttribute('y'))).toBeCloseTo(axis);
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Saved (kg CO2-eq)', 'Below 0: transport outweighs the saving']);
    const rows = within(within(figure).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[7]).toHaveTextContent(
      'November 2025-0.143 (Below 0: transport outweighs the saving)',
    );
  });

  it('lists per month and per year what was saved, and avoided and net in detail', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const months = await screen.findByRole('table', {
      name: 'Per month, newest first; saved means net, after transport',
    });
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Period',
      'Reports',
      'Donations',
      'Food donated (kg)',
      'Climate change saved (kg CO2-eq)',
      'Water scarcity saved (m3 world eq)',
      'Land use saved (points)',
    ]);
    expect(rowTexts(months)).toEqual([
      ['February 2026', '2', '6', '60', '30.6', '7.2', '1,590'],
      ['January 2026', '1', '4', '40', '20.4', '4.8', '1,060'],
      ['November 2025', '1', '2', '20', '10.2', '2.4', '530'],
    ]);
    const years = screen.getByRole('table', {
      name: 'Per year, newest first; saved means net, after transport',
    });
    expect(rowTexts(years)[1]).toEqual(['2025', '1', '2', '20', '10.2', '2.4', '530']);

    expect(
      screen.getByText(/^In this table avoided impacts are positive, and the net result is/),
    ).toBeVisible();
    const detail = screen.getByRole('table', {
      name: 'Avoided and net impacts per month, newest first',
    });
    expect(
      within(detail)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Period',
      'Climate change avoided (kg CO2-eq)',
      'Climate change net (kg CO2-eq)',
      'Water scarcity avoided (m3 world eq)',
      'Water scarcity net (m3 world eq)',
      'Land use avoided (points)',
      'Land use net (points)',
    ]);
    expect(rowTexts(detail)[0]).toEqual([
      'February 2026',
      '31.5',
      '-30.6',
      '7.5',
      '-7.2',
      '1,620',
      '-1,590',
    ]);
  });

  it('downloads the totals as CSV', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderImpact();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.name()).toBe('my-impact.csv');
    const text = await downloads.text();
    // The machine columns as before; the saved ones after them, the numbers the page leads with
    // ('61.2 kg CO2-eq saved' in total).
    expect(text.split('\r\n').slice(0, 8)).toEqual([
      'kind,period,reports,donations,donated_kg,co2_avoided_kg_co2_eq,co2_net_kg_co2_eq,water_avoided_m3_world_eq,water_net_m3_world_eq,land_avoided_points,land_net_points,co2_saved_kg_co2_eq,water_saved_m3_world_eq,land_saved_points,handed_over_offers,handed_over_kg',
      'month,2025-11,1,2,20,10.5,-10.2,2.5,-2.4,540,-530,10.2,2.4,530,,',
      'month,2026-01,1,4,40,21,-20.4,5,-4.8,1080,-1060,20.4,4.8,1060,,',
      'month,2026-02,2,6,60,31.5,-30.6,7.5,-7.2,1620,-1590,30.6,7.2,1590,,',
      'year,2025,1,2,20,10.5,-10.2,2.5,-2.4,540,-530,10.2,2.4,530,,',
      'year,2026,3,10,100,52.5,-51,12.5,-12,2700,-2650,51,12,2650,,',
      'total,all,4,12,120,63,-61.2,15,-14.4,3240,-3180,61.2,14.4,3180,,',
      // No offer handed over yet: the total says so.
      'handed_over_total,all,,,,0,,0,,0,,,,,0,0',
    ]);
    // Then, in the reader's language, the indicators with their units and meanings, and the
    // sentence on the sign.
    const words = parseCsv(text.split('\r\n\r\n')[1]!);
    expect(words[0]).toEqual([
      'indicator',
      'indicator_name',
      'unit',
      'saved_column',
      'net_column',
      'meaning',
    ]);
    for (const [i, indicator] of (['co2', 'water', 'land'] as const).entries()) {
      const { name, unit, meaning } = INDICATOR_WORDING.en[indicator];
      expect(words[i + 1]).toEqual([
        indicator,
        name,
        unit,
        `${indicator}_saved_${indicator === 'co2' ? 'kg_co2_eq' : indicator === 'water' ? 'm3_world_eq' : 'points'}`,
        `${indicator}_net_${indicator === 'co2' ? 'kg_co2_eq' : indicator === 'water' ? 'm3_world_eq' : 'points'}`,
        meaning,
      ]);
    }
    const notes = parseCsv(text.split('\r\n\r\n')[2]!);
    expect(notes[0]![0]).toBe('sign');
    expect(notes[0]![1]).toMatch(/^Saved columns .*positive is saved, below 0 transport outweighs/);
    expect(notes[1]).toEqual(['language', 'en']);
  });

  it('speaks the reader’s language, with the report’s names and units', async () => {
    await act(() => i18n.changeLanguage('de'));
    await act(() => i18n.loadNamespaces(['reports']));
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const year = (await screen.findByRole('heading', { name: 'Dieses Jahr bisher (2026)' }))
      .parentElement!;
    expect(year).toHaveTextContent(
      '100 kg gespendet, 51 kg CO2-Äq eingespart (netto, nach Transport)',
    );
    expect(fact(year, 'Wasserknappheit, netto nach Transport')).toBe('12 m3 Welt-Äq eingespart');
    expect(screen.getByText(/^So wird gezählt: Eine einmalige Spende zählt einmal/)).toBeVisible();
    expect(screen.getByText(INDICATOR_WORDING.de.water.meaning)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Insgesamt, seit November 2025' })).toBeVisible();
  });

  it('shows an empty state without reports', async () => {
    const empty = impactIn(2026);
    server.use(
      answer('get', '/me/impact', {
        ...empty,
        months: [],
        years: [],
        total: { ...empty.total, reports: 0 },
      }),
    );
    renderImpact();
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the tool' })).toHaveAttribute('href', '/tool');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows an error with Retry', async () => {
    server.use(answerError('get', '/me/impact', 500, 'down'));
    renderImpact();
    expect(await screen.findByText('Your impact could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('chartRange', () => {
  it('is the twelve months up to this month', () => {
    const range = chartRange([], new Date(2026, 2, 20));
    expect(range).toHaveLength(12);
    expect(range[0]).toBe('2025-04');
    expect(range.at(-1)).toBe('2026-03');
  });

  it('ends with a later month that has reports', () => {
    const range = chartRange(impactIn(2026).months, new Date(2026, 0, 5));
    expect(range.at(-1)).toBe('2026-02');
    expect(range[0]).toBe('2025-03');
  });
});
