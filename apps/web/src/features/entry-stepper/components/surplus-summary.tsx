import { frequencyText } from '@foodhub/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TagList } from '../../../components/tag-list';
import type { WasteInfo } from '../stepper-data';

/** A read-only summary of the surplus in the store: what Find Solutions will match. */
export function SurplusSummary({ wasteInfo }: { wasteInfo: WasteInfo }) {
  const { t } = useTranslation('matching');
  const rows: [string, ReactNode][] = [];
  if (wasteInfo.surplusName.trim()) rows.push([t('surplus.name'), wasteInfo.surplusName]);
  if (wasteInfo.foodGroups.length > 0)
    rows.push([t('surplus.foodGroups'), <TagList values={wasteInfo.foodGroups} />]);
  if (wasteInfo.foodSubgroups.length > 0)
    rows.push([t('surplus.foodSubgroups'), <TagList values={wasteInfo.foodSubgroups} />]);
  if (wasteInfo.amount.value !== null) {
    rows.push([
      t('surplus.amount'),
      t('surplus.amountValue', { value: wasteInfo.amount.value, unit: wasteInfo.amount.unit }),
    ]);
    rows.push([t('surplus.frequency'), frequencyText(wasteInfo.frequency)]);
  }

  if (rows.length === 0) return <Text size="sm">{t('preview.empty')}</Text>;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 110, sm: 160 }} scope="row">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
