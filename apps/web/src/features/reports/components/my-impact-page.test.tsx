import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { errorResponse, jsonResponse, stubFetch, type FetchMock } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-with-providers';
import { impactIn } from '../../../test/report-fixtures';
import { chartRange, MyImpactPage } from './my-impact-page';

let fetchMock: FetchMock;
beforeEach(() => {
  // 20 March 2026: this year is 2026, the chart ends with March 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 20, 12));
  fetchMock = stubFetch();
  useSessionStore.getState().startSession('token-abc');
});
afterEach(() => {
  useSessionStore.getState().endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderImpact() {
  return renderRoutes([{ path: '/my-impact', element: <MyImpactPage /> }], '/my-impact');
}

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('MyImpactPage', () => {
  it('shows the totals of this year and overall, and the honest note', async () => {
    fetchMock.mockResolvedValue(jsonResponse(impactIn(2026)));
    renderImpact();
    const year = (await screen.findByRole('heading', { name: 'This year (2026)' })).parentElement!;
    expect(fact(year, 'Reports')).toBe('3');
    expect(fact(year, 'Food donated')).toBe('100 kg');
    expect(fact(year, 'Climate impact avoided')).toBe('52.5 kg CO2-eq');
    expect(fact(year, 'Net climate result')).toBe('-51 kg CO2-eq');
    expect(fact(year, 'Water scarcity avoided')).toBe('12.5 m3 world eq');
    expect(fact(year, 'Land use avoided')).toBe('2,700 points');
    const overall = screen.getByRole('heading', { name: 'Overall' }).parentElement!;
    expect(fact(overall, 'Reports')).toBe('4');
    expect(fact(overall, 'Food donated')).toBe('120 kg');
    expect(
      screen.getByText(/^Counts only the reports you created\. Each report counts once/),
    ).toBeVisible();
  });

  it('draws the months as bars with the values in an accessible table', async () => {
    fetchMock.mockResolvedValue(jsonResponse(impactIn(2026)));
    renderImpact();
    const figure = await screen.findByRole('figure', {
      name: 'Climate impact avoided per month over the last 12 months, in kg CO2-eq',
    });
    // The drawing is hidden from screen readers, its table is not.
    expect(within(figure).getByTestId('impact-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(within(figure).getByText('Month', { selector: 'svg text' })).toBeInTheDocument();
    expect(
      within(figure).getByText('Avoided (kg CO2-eq)', { selector: 'svg text' }),
    ).toBeInTheDocument();
    expect(figure.querySelectorAll('rect')).toHaveLength(3);
    const table = within(figure).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('April 2025');
    expect(rows[7]).toHaveTextContent('November 202510.5');
    expect(rows[8]).toHaveTextContent('December 20250');
    expect(rows[9]).toHaveTextContent('January 202621');
    expect(rows[10]).toHaveTextContent('February 202631.5');
    expect(rows[11]).toHaveTextContent('March 20260');
  });

  it('lists the totals by month and by year and downloads them as CSV', async () => {
    fetchMock.mockResolvedValue(jsonResponse(impactIn(2026)));
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:impact');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderImpact();
    const months = await screen.findByRole('table', { name: 'Totals by month, newest first' });
    expect(
      within(months)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['February 2026', 'January 2026', 'November 2025']);
    const years = screen.getByRole('table', { name: 'Totals by year, newest first' });
    expect(within(years).getByRole('row', { name: /^2025/ })).toHaveTextContent('10.5');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('my-impact.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(text.split('\r\n')).toEqual([
      'kind,period,reports,donated_kg,co2_avoided_kg_co2_eq,co2_net_kg_co2_eq,water_avoided_m3_world_eq,water_net_m3_world_eq,land_avoided_points,land_net_points',
      'month,2025-11,1,20,10.5,-10.2,2.5,-2.4,540,-530',
      'month,2026-01,1,40,21,-20.4,5,-4.8,1080,-1060',
      'month,2026-02,2,60,31.5,-30.6,7.5,-7.2,1620,-1590',
      'year,2025,1,20,10.5,-10.2,2.5,-2.4,540,-530',
      'year,2026,3,100,52.5,-51,12.5,-12,2700,-2650',
      'total,all,4,120,63,-61.2,15,-14.4,3240,-3180',
      '',
    ]);
  });

  it('shows an empty state without reports', async () => {
    const empty = impactIn(2026);
    fetchMock.mockResolvedValue(
      jsonResponse({ months: [], years: [], total: { ...empty.total, reports: 0 } }),
    );
    renderImpact();
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the tool' })).toHaveAttribute('href', '/tool');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows an error with Retry', async () => {
    fetchMock.mockResolvedValue(errorResponse(500, 'down'));
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
