import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Figures align right, so their digits line up. */
  numeric?: boolean;
  /** The row header kept on one line (a month, a year). */
  nowrap?: boolean;
}

/**
 * A table of rows with named columns: the first column names the row (a row header), the rest
 * are values. Below `minWidth` it scrolls sideways (components/scroll-table).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth = 480,
  empty,
}: {
  caption: string;
  columns: [DataColumn<T>, ...DataColumn<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => string;
  minWidth?: number;
  /** Said instead of an empty table. */
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <div>
        <Text fw={600} size="sm">
          {caption}
        </Text>
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      </div>
    );
  }
  const [first, ...rest] = columns;
  return (
    <ScrollTable label={caption} minWidth={minWidth} withTableBorder striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            <Table.Th
              scope="row"
              fw={500}
              style={first.nowrap ? { whiteSpace: 'nowrap' } : undefined}
            >
              {first.cell(row)}
            </Table.Th>
            {rest.map((column) => (
              <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
