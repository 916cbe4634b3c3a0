import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { BarChart, niceStep } from './bar-chart';

const data = [
  { period: '2025-12', value: 4 },
  { period: '2026-01', value: 0 },
  { period: '2026-02', value: 1234.5 },
];

function renderChart() {
  return renderWithProviders(
    <BarChart
      data={data}
      caption="Searches run per month"
      periodLabel="Month"
      valueLabel="Searches"
      formatValue={(v) => String(v)}
    />,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('niceStep', () => {
  it('gives about four round gridlines', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-3)).toBe(1);
    expect(niceStep(4)).toBe(1);
    expect(niceStep(10.5)).toBe(5);
    expect(niceStep(31.5)).toBe(10);
    expect(niceStep(1234)).toBe(500);
    expect(niceStep(0.8)).toBe(0.2);
  });
});

describe('BarChart', () => {
  it('draws a bar per month with something, and holds every value in a hidden table', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Searches run per month' });
    const drawing = within(figure).getByTestId('bar-chart');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing.querySelectorAll('rect')).toHaveLength(2);
    expect(within(figure).getByText('Month', { selector: 'svg text' })).toBeInTheDocument();
    // The year is written under the first month and under each January.
    expect(
      [...drawing.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t === '2026'),
    ).toHaveLength(1);
    const table = within(figure).getByRole('table', { name: 'Searches run per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Searches']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['December 20254', 'January 20260', 'February 20261234.5']);
  });

  it('names the months in the interface language', async () => {
    await act(() => i18n.changeLanguage('sl'));
    renderChart();
    const rows = within(screen.getByRole('table')).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual([
      'december 2025',
      'januar 2026',
      'februar 2026',
    ]);
  });

  it('starts scrolled to the latest months on a narrow screen', () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get: () => 520,
    });
    try {
      renderChart();
      const scroller = screen.getByTestId('bar-chart').parentElement!;
      expect(scroller.scrollLeft).toBe(520);
    } finally {
      if (scrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scrollWidth);
    }
  });
});
