import { INDICATOR_WORDING } from '@foodhub/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { answer, server } from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { impactIn } from '../../../test/report-fixtures';
import { MyImpactPage } from './my-impact-page';

// My impact's part on what offers handed over, apart from the analysed reports.

beforeEach(() => {
  // 20 March 2026: this year is 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 20, 12));
  useSessionStore.getState().startSession('token-abc');
});
afterEach(async () => {
  useSessionStore.getState().endSession();
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

function renderImpact() {
  return renderRoutes([{ path: '/my-impact', element: <MyImpactPage /> }], '/my-impact');
}

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Offers handed over in December 2025 and February 2026. */
function withHandovers(impact = impactIn(2026)) {
  const month = (period: string, offers: number, kg: number, co2: number) => ({
    period,
    offers,
    kg,
    co2_avoided: co2,
    water_avoided: co2 / 4,
    land_avoided: co2 * 50,
  });
  return {
    ...impact,
    handed_over: {
      months: [month('2025-12', 1, 20, 10), month('2026-02', 2, 32.5, 12.4)],
      total: month('total', 3, 52.5, 22.4),
    },
  };
}

describe('MyImpactPage: handed over', () => {
  it('shows what offers handed over, per period, apart from what the reports analysed', async () => {
    server.use(answer('get', '/me/impact', withHandovers()));
    renderImpact();
    const handed = await screen.findByRole('region', { name: 'Handed over' });
    const analysed = screen.getByRole('region', { name: 'Analysed in your reports' });
    // Two parts of the page, each under its own heading, the handovers first.
    expect(within(handed).getByRole('heading', { level: 2, name: 'Handed over' })).toBeVisible();
    expect(handed.compareDocumentPosition(analysed)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      within(handed).getByText(/^What providers picked up from surpluses you offered/),
    ).toBeVisible();
    expect(within(analysed).getByText(/^An estimate: what the impact reports/)).toBeVisible();

    const year = within(handed).getByRole('heading', {
      level: 3,
      name: 'Handed over this year (2026)',
    }).parentElement!;
    expect(year).toHaveTextContent('32.5 kg handed over in 2 offers');
    expect(fact(year, 'Offers handed over')).toBe('2');
    expect(fact(year, 'Food handed over')).toBe('32.5 kg');
    // The report's names and units, its rounding; avoided, never called a net saving.
    expect(fact(year, 'Climate change, avoided')).toBe('12.4 kg CO2-eq');
    expect(fact(year, 'Water scarcity, avoided')).toBe('3.1 m3 world eq');
    expect(fact(year, 'Land use, avoided')).toBe('620 points');
    expect(year.textContent).not.toMatch(/saved/);
    const overall = within(handed).getByRole('heading', {
      name: 'Handed over in total, since December 2025',
    }).parentElement!;
    expect(overall).toHaveTextContent('52.5 kg handed over in 3 offers');
    expect(fact(overall, 'Land use, avoided')).toBe('1,120 points');
    expect(within(handed).getByText(/^Avoided means what the handed-over kilograms/)).toBeVisible();

    const months = within(handed).getByRole('table', {
      name: 'Handed over per month, newest first; avoided before transport',
    });
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Period',
      'Offers',
      'Food handed over (kg)',
      'Climate change avoided (kg CO2-eq)',
      'Water scarcity avoided (m3 world eq)',
      'Land use avoided (points)',
    ]);
    expect(rowTexts(months)).toEqual([
      ['February 2026', '2', '32.5', '12.4', '3.1', '620'],
      ['December 2025', '1', '20', '10', '2.5', '500'],
    ]);

    // The analysed figures as they were, in their own part.
    const analysedYear = within(analysed).getByRole('heading', {
      level: 3,
      name: 'This year so far (2026)',
    }).parentElement!;
    expect(fact(analysedYear, 'Food donated')).toBe('100 kg');
    expect(
      within(analysed).getByRole('table', {
        name: 'Per month, newest first; saved means net, after transport',
      }),
    ).toBeVisible();
    expect(within(handed).queryByRole('figure')).toBeNull();
  });

  it('says how a handover comes to count, with a link to My offers, while nothing was handed over', async () => {
    server.use(answer('get', '/me/impact', impactIn(2026)));
    renderImpact();
    const handed = await screen.findByRole('region', { name: 'Handed over' });
    expect(
      within(handed).getByRole('heading', { level: 3, name: 'Nothing handed over yet' }),
    ).toBeVisible();
    expect(
      within(handed).getByText(
        'When a provider picks up a surplus you offered and you confirm the handover, it is counted here.',
      ),
    ).toBeVisible();
    expect(within(handed).getByRole('link', { name: 'Go to My offers' })).toHaveAttribute(
      'href',
      '/my-offers',
    );
    expect(within(handed).queryByRole('table')).toBeNull();
    // The reports still count as before.
    const analysed = screen.getByRole('region', { name: 'Analysed in your reports' });
    expect(
      within(analysed).getByRole('heading', { name: 'This year so far (2026)' }),
    ).toBeVisible();
  });

  it('shows handovers to an account without reports, and the reports’ own empty state', async () => {
    const impact = withHandovers();
    server.use(
      answer('get', '/me/impact', {
        ...impact,
        months: [],
        years: [],
        total: { ...impact.total, reports: 0 },
      }),
    );
    renderImpact();
    const handed = await screen.findByRole('region', { name: 'Handed over' });
    expect(within(handed).getByRole('table')).toBeVisible();
    const analysed = screen.getByRole('region', { name: 'Analysed in your reports' });
    expect(within(analysed).getByRole('heading', { name: 'No reports yet' })).toBeVisible();
    expect(within(analysed).getByRole('link', { name: 'Open the tool' })).toBeVisible();
  });

  it('speaks the reader’s language', async () => {
    await act(() => i18n.changeLanguage('sl'));
    await act(() => i18n.loadNamespaces(['reports']));
    server.use(answer('get', '/me/impact', withHandovers()));
    renderImpact();
    const handed = await screen.findByRole('region', { name: 'Predano' });
    const year = within(handed).getByRole('heading', {
      name: 'Predano letos (2026)',
    }).parentElement!;
    expect(year).toHaveTextContent('32,5 kg predano v 2 ponudbah');
    expect(fact(year, `${INDICATOR_WORDING.sl.co2.name}, preprečeno`)).toBe(
      `12,4 ${INDICATOR_WORDING.sl.co2.unit}`,
    );
    expect(screen.getByRole('region', { name: 'Analizirano v vaših poročilih' })).toBeVisible();
  });
});
