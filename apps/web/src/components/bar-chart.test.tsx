import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { BarChart, chartScale, niceStep } from './bar-chart';

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

describe('chartScale', () => {
  it('runs from 0 to a round step above the largest value', () => {
    expect(chartScale([4, 0, 1234.5])).toEqual({
      bottom: 0,
      top: 1500,
      ticks: [0, 500, 1000, 1500],
    });
    expect(chartScale([0, 0])).toEqual({ bottom: 0, top: 1, ticks: [0, 1] });
  });

  it('reaches below 0 when a value is, so the axis runs through 0', () => {
    const scale = chartScale([3.4, -0.143, 7.2]);
    expect(scale.bottom).toBeLessThan(-0.143);
    expect(scale.top).toBeGreaterThanOrEqual(7.2);
    expect(scale.ticks).toContain(0);
    expect(chartScale([-0.0165])).toEqual({
      bottom: -0.02,
      top: 0,
      ticks: [-0.02, -0.015, -0.01, -0.005, 0],
    });
  });
});

/** Lays the chart's box out at a width, as a browser would. */
function withBoxWidth(width: number, scrollWidth: number, run: () => void) {
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scrollWidth,
  });
  try {
    run();
  } finally {
    // The sizes live on Element.prototype: without a descriptor of its own before, the element's
    // prototype loses the one set here (else it would stay for the next files of this worker).
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', client);
    else Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    if (scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scroll);
    else Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  }
}

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

  it('draws a month below 0 downwards from the axis in its own colour, and says what it means', () => {
    renderWithProviders(
      <BarChart
        data={[
          { period: '2026-09', value: 2.5 },
          { period: '2026-10', value: 0 },
          { period: '2026-11', value: -0.143 },
        ]}
        caption="Climate change saved per month"
        periodLabel="Month"
        valueLabel="Saved (kg CO2-eq)"
        formatValue={(v) => String(v)}
        belowZeroLabel="Below 0: transport outweighs the saving"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Climate change saved per month' });
    const drawing = within(figure).getByTestId('bar-chart');
    const axis = Number(within(figure).getByTestId('bar-chart-axis').getAttribute('y1'));
    const [saved, added] = [...drawing.querySelectorAll('rect')];
    // The saving stands on the axis; the month where transport outweighs it hangs below it.
    expect(Number(saved!.getAttribute('y')) + Number(saved!.getAttribute('height'))).toBeCloseTo(
      axis,
    );
    expect(added).toHaveAttribute('data-sign', 'negative');
    expect(Number(added!.getAttribute('y'))).toBeCloseTo(axis);
    expect(Number(added!.getAttribute('height'))).toBeGreaterThan(0);
    expect(added!.getAttribute('fill')).not.toBe(saved!.getAttribute('fill'));
    // A gridline and its value below 0.
    expect([...drawing.querySelectorAll('text')].some((t) => Number(t.textContent) < 0)).toBe(true);
    const legend = within(figure)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(legend).toEqual(['Saved (kg CO2-eq)', 'Below 0: transport outweighs the saving']);
    const rows = within(within(figure).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'September 20262.5',
      'October 20260',
      'November 2026-0.143 (Below 0: transport outweighs the saving)',
    ]);
  });

  it('shows no legend while every month is 0 or above', () => {
    renderWithProviders(
      <BarChart
        data={data}
        caption="Saved per month"
        periodLabel="Month"
        valueLabel="Saved"
        formatValue={(v) => String(v)}
        belowZeroLabel="Below 0: transport outweighs the saving"
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Below 0: transport outweighs the saving')).toBeNull();
  });

  it('fits a phone: text keeps its size and fewer months are named', () => {
    const year = Array.from({ length: 12 }, (_, i) => ({
      period: `2026-${String(i + 1).padStart(2, '0')}`,
      value: i,
    }));
    withBoxWidth(343, 343, () => {
      renderWithProviders(
        <BarChart
          data={year}
          caption="Searches run per month"
          periodLabel="Month"
          valueLabel="Searches"
          formatValue={(v) => String(v)}
        />,
      );
      const drawing = screen.getByTestId('bar-chart');
      expect(drawing).toHaveAttribute('width', '343');
      const months = [...drawing.querySelectorAll('text')]
        .map((t) => t.textContent)
        .filter((t) => /^[A-Z][a-z]{2}$/.test(t ?? ''));
      // Every second month, ending with the latest.
      expect(months).toEqual(['Feb', 'Apr', 'Jun', 'Aug', 'Oct', 'Dec']);
      // It fits: no scrolling, so no extra stop for the keyboard.
      expect(screen.queryByRole('region')).toBeNull();
    });
  });

  it('scrolls to the latest months below a phone’s width, in a region the keyboard reaches', () => {
    withBoxWidth(240, 280, () => {
      renderChart();
      const region = screen.getByRole('region', { name: 'Searches run per month' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(screen.getByTestId('bar-chart'));
      expect(region.scrollLeft).toBe(280);
    });
  });
});
