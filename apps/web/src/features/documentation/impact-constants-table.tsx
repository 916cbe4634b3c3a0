import {
  COMPARISON_PRODUCTS_PER_KG,
  IMPACT_INDICATORS,
  TOAST_REFERENCE_PER_KG,
  TRANSPORT_PER_TONNE_KM,
  WASTE_TREATMENT_PER_KG,
  type ImpactIndicator,
} from '@foodhub/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format-number';
import { ScrollTable } from '../../components/scroll-table';

type Row = { key: string; values: Record<ImpactIndicator, number> };

/** The factors of the impact model, read from the model itself so the page cannot drift from it. */
const ROWS: readonly Row[] = [
  { key: 'wasteTreatment', values: WASTE_TREATMENT_PER_KG },
  { key: 'transport', values: TRANSPORT_PER_TONNE_KM },
  { key: 'toast', values: TOAST_REFERENCE_PER_KG },
  { key: 'potato', values: COMPARISON_PRODUCTS_PER_KG.potato },
  { key: 'chicken', values: COMPARISON_PRODUCTS_PER_KG.chicken },
  { key: 'beef', values: COMPARISON_PRODUCTS_PER_KG.beef },
];

export function ImpactConstantsTable() {
  const { t, i18n } = useTranslation('docs');
  const number = (value: number) =>
    formatNumber(value, { maximumFractionDigits: 4 }, i18n.language);
  return (
    <ScrollTable label={t('constantsTable.caption')} minWidth={520} striped withTableBorder>
      <Table.Caption>{t('constantsTable.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('constantsTable.quantity')}</Table.Th>
          {IMPACT_INDICATORS.map((indicator) => (
            <Table.Th key={indicator} scope="col" ta="right">
              {t(`constantsTable.${indicator}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {t(`constantsTable.rows.${row.key}`)}
            </Table.Th>
            {IMPACT_INDICATORS.map((indicator) => (
              <Table.Td key={indicator} ta="right">
                {number(row.values[indicator])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
