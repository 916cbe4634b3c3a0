import type { ProgrammeFigures } from '@foodhub/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { programmeFigures } from '../../../test/admin-fixtures';
import { answer, apiCalls, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { FiguresPage } from './figures-page';

// The figures' section on the offers handed over, apart from the impact reports.

beforeEach(() => {
  server.use(answer('get', '/admin/figures', programmeFigures));
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  useSessionStore.getState().endSession();
  await act(() => i18n.changeLanguage('en'));
});

function renderFigures(at = '/admin') {
  return renderRoutes([{ path: '/admin', element: <FiguresPage /> }], at);
}

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const card = (title: string) =>
  screen.getByRole('heading', { level: 4, name: title }).parentElement!;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('FiguresPage: handed over', () => {
  const handedOver: ProgrammeFigures['handedOver'] = [
    {
      period: '2026-02',
      solutionId: 'food-bank-donation',
      country: 'AT',
      count: 2,
      kg: 50,
      co2Avoided: 20,
      waterAvoided: 5,
      landAvoided: 1000,
    },
    {
      period: '2026-03',
      solutionId: 'food-bank-donation',
      country: 'SI',
      count: 1,
      kg: 12.5,
      co2Avoided: 4.4,
      waterAvoided: 1.1,
      landAvoided: 220,
    },
    // A route the impact model does not describe: its kilograms only.
    {
      period: '2026-03',
      solutionId: 'animal-feed',
      country: 'AT',
      count: 1,
      kg: 30,
      co2Avoided: 0,
      waterAvoided: 0,
      landAvoided: 0,
    },
  ];

  it('shows the range’s handovers apart from the reports, by solution, country and month', async () => {
    server.use(
      answer('get', '/admin/figures', { ...programmeFigures, handedOver }),
      answer('get', '/solutions/names?lang=en', {
        language: 'en',
        names: { 'food-bank-donation': 'Donation to a food bank' },
      }),
    );
    renderFigures();
    const section = (await screen.findByRole('heading', { level: 3, name: 'Handed over' }))
      .parentElement!;
    expect(
      within(section).getByText(/^Offers handed over, as the donors confirmed them/),
    ).toBeVisible();
    const range = 'Apr 2025 – Mar 2026';
    const totals = card('What was handed over');
    expect(fact(totals, `Offers handed over, ${range}`)).toBe('4');
    expect(fact(totals, `Food handed over, ${range}`)).toBe('92.5 kg');
    expect(fact(totals, `Climate change, avoided, ${range}`)).toBe('24.4 kg CO2-eq');
    expect(fact(totals, `Water scarcity, avoided, ${range}`)).toBe('6.1 m3 world eq');
    expect(fact(totals, `Land use, avoided, ${range}`)).toBe('1,220 points');
    // Avoided, never a net saving; the reports' card keeps its own figures.
    expect(totals.textContent).not.toMatch(/saved|net/);
    expect(fact(card('Impact reports, as My impact counts them'), `Food donated, ${range}`)).toBe(
      '407 kg',
    );

    const bySolution = within(section).getByRole('table', { name: 'Handed over, by solution' });
    expect(
      within(bySolution)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Solution',
      'Offers',
      'Food handed over (kg)',
      'Climate change avoided (kg CO2-eq)',
      'Water scarcity avoided (m3 world eq)',
      'Land use avoided (points)',
    ]);
    await vi.waitFor(() => expect(rowsOf(bySolution)[0]![0]).toBe('Donation to a food bank'));
    expect(rowsOf(bySolution)).toEqual([
      ['Donation to a food bank', '3', '62.5', '24.4', '6.1', '1,220'],
      // A solution the catalogue no longer names keeps its id.
      ['animal-feed', '1', '30', '0', '0', '0'],
    ]);
    expect(
      rowsOf(within(section).getByRole('table', { name: "Handed over, by the donor's country" })),
    ).toEqual([
      ['Austria', '3', '80', '20', '5', '1,000'],
      ['Slovenia', '1', '12.5', '4.4', '1.1', '220'],
    ]);
    expect(
      rowsOf(within(section).getByRole('table', { name: 'Handed over per month, newest first' })),
    ).toEqual([
      ['March 2026', '2', '42.5', '4.4', '1.1', '220'],
      ['February 2026', '2', '50', '20', '5', '1,000'],
    ]);
    // At 375 px each table scrolls inside a region the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Handed over, by solution' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('says when nothing was handed over in the range, without asking for names', async () => {
    renderFigures();
    const section = (await screen.findByRole('heading', { level: 3, name: 'Handed over' }))
      .parentElement!;
    expect(fact(card('What was handed over'), 'Offers handed over, Apr 2025 – Mar 2026')).toBe('0');
    expect(within(section).getByText('No offer was handed over in these months.')).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(apiCalls().some((call) => call.includes('/solutions/names'))).toBe(false);
  });
});
