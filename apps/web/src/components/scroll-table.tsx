import { Table, type TableProps } from '@mantine/core';

/**
 * A table that may be wider than a phone: below `minWidth` it scrolls sideways inside a region
 * that takes the focus and is named by `label`, so a keyboard reaches the columns that do not fit.
 * Its children are the table's own (caption, head, body).
 */
export function ScrollTable({
  label,
  minWidth,
  children,
  ...table
}: TableProps & { label: string; minWidth: number }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table fz="sm" {...table}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
