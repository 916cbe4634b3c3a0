import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DataTable, type DataColumn } from './data-table';

interface Month {
  period: string;
  kg: number;
}

const columns: [DataColumn<Month>, ...DataColumn<Month>[]] = [
  { key: 'period', label: 'Period', cell: (row) => row.period, nowrap: true },
  { key: 'kg', label: 'Food donated (kg)', cell: (row) => row.kg.toFixed(1), numeric: true },
];

describe('DataTable', () => {
  it('names each row by its first cell, kept on one line, in a region a keyboard can scroll', () => {
    renderWithProviders(
      <DataTable
        caption="Per month"
        columns={columns}
        rows={[
          { period: 'October 2026', kg: 46.8 },
          { period: 'November 2026', kg: 1.5 },
        ]}
        rowKey={(row) => row.period}
        empty="Nothing yet"
      />,
    );
    const table = screen.getByRole('table', { name: 'Per month' });
    expect(screen.getByRole('region', { name: 'Per month' })).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Food donated (kg)']);
    const october = within(table).getByRole('rowheader', { name: 'October 2026' });
    expect(october).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(october.closest('tr')!).getByRole('cell')).toHaveTextContent('46.8');
  });

  it('says so instead of an empty table', () => {
    renderWithProviders(
      <DataTable
        caption="Per month"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.period}
        empty="Nothing yet"
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing yet')).toBeVisible();
  });
});
