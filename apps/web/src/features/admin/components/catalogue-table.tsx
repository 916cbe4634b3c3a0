import {
  PROVIDER_ENTRY_STATUSES,
  type AdminProviderRow,
  type ProviderOrigin,
} from '@foodhub/contracts';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../lib/format';
import { DataTable } from '../../../components/data-table';

/** An origin's badge colour: samples grey (not real providers), imports blue, entries grape. */
const ORIGIN_COLORS: Readonly<Record<ProviderOrigin, string>> = {
  sample: 'gray',
  imported: 'blue',
  'self-registered': 'grape',
};

/** How a provider is named in the list: its name, or its source key when it has none. */
export const providerName = (row: Pick<AdminProviderRow, 'company_name' | 'source_key'>) =>
  row.company_name?.trim() || row.source_key;

const isEntryStatus = (status: string): status is (typeof PROVIDER_ENTRY_STATUSES)[number] =>
  (PROVIDER_ENTRY_STATUSES as readonly string[]).includes(status);

/** One page of the catalogue, each row with its Edit button; wider than a phone, it scrolls. */
export function CatalogueTable({
  providers,
  onEdit,
}: {
  providers: AdminProviderRow[];
  onEdit: (row: AdminProviderRow) => void;
}) {
  const { t } = useTranslation('admin');
  const { count, date, country } = useAdminFormat();
  // Samples and imports are 'listed'; a self-registered provider has its entry's status.
  const status = (value: string) =>
    value === 'listed'
      ? t('catalogue.listed')
      : isEntryStatus(value)
        ? t(`providers.status.${value}`)
        : value;
  const place = (row: AdminProviderRow) =>
    [row.postal_code, row.city].filter((part) => part?.trim()).join(' ') || '–';

  return (
    <DataTable<AdminProviderRow>
      caption={t('catalogue.caption')}
      rows={providers}
      rowKey={(row) => row.id}
      minWidth={1040}
      empty={t('catalogue.empty')}
      columns={[
        {
          key: 'name',
          label: t('catalogue.columns.name'),
          cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{providerName(row)}</span>,
        },
        {
          key: 'origin',
          label: t('catalogue.columns.origin'),
          cell: (row) => (
            <Badge color={ORIGIN_COLORS[row.origin]} variant="light" tt="none">
              {t(`origins.${row.origin}`)}
            </Badge>
          ),
        },
        { key: 'status', label: t('catalogue.columns.status'), cell: (row) => status(row.status) },
        { key: 'place', label: t('catalogue.columns.place'), cell: place },
        {
          key: 'country',
          label: t('catalogue.columns.country'),
          cell: (row) => (row.country?.trim() ? country(row.country) : '–'),
        },
        {
          key: 'solutions',
          label: t('catalogue.columns.solutions'),
          cell: (row) => count(row.solution_ids.length),
          numeric: true,
        },
        {
          key: 'coordinates',
          label: t('catalogue.columns.coordinates'),
          cell: (row) =>
            row.lat !== null && row.lon !== null ? t('providers.yes') : t('providers.no'),
        },
        {
          key: 'updated',
          label: t('catalogue.columns.updated'),
          cell: (row) => (
            <time dateTime={row.updated_at} style={{ whiteSpace: 'nowrap' }}>
              {date(row.updated_at)}
            </time>
          ),
        },
        {
          key: 'edit',
          label: t('catalogue.columns.actions'),
          cell: (row) => (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(row)}
            >
              {t('catalogue.edit.button')} <VisuallyHidden>({providerName(row)})</VisuallyHidden>
            </Button>
          ),
        },
      ]}
    />
  );
}
