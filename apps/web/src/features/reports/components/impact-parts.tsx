import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { netDirection } from '../../../lib/impact-story';
import { useReportFormat } from '../lib/format';

// What My impact's two parts (the analysed reports and the offers handed over) share: the
// indicators, their words and units, the rounding and the tables.

export const INDICATORS: readonly ImpactIndicator[] = ['co2', 'water', 'land'];

/** The day the totals run to (the API's today), as a date; today when it is not one. */
export function asOfDate(asOf: string): Date {
  const date = new Date(`${asOf}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/**
 * The words and numbers of the page in the interface language: the indicators as the report
 * names them (one wording for every surface) and the report step's rounding.
 */
export function useImpactText() {
  const { t, i18n } = useTranslation('reports');
  const format = useReportFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const wording = (indicator: ImpactIndicator) => indicatorWording(language, indicator);
  /** A net result said positively: '41 kg CO2-eq saved', or plainly that it is an addition. */
  const saving = (net: number, indicator: ImpactIndicator) =>
    t(netDirection(net) === 'adds' ? 'impact.added' : 'impact.saved', {
      value: format.figure(Math.abs(net)),
      unit: wording(indicator).unit,
    });
  return { t, format, wording, saving, language };
}

export interface Column<T> {
  key: string;
  label: string;
  cell: (row: T) => string;
}

/** A table of totals, one row per month or year, scrolling sideways on a phone. */
export function TotalsTable<T extends { period: string }>({
  caption,
  rows,
  label,
  columns,
}: {
  caption: string;
  rows: T[];
  label: (period: string) => string;
  columns: Column<T>[];
}) {
  const { t } = useTranslation('reports');
  return (
    <Table.ScrollContainer
      minWidth={760}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption },
      }}
    >
      <Table withTableBorder striped fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('impact.columns.period')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.period}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {label(row.period)}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key} ta="right">
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
