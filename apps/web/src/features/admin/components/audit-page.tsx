import type { AuditEntry } from '@foodhub/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useAuditLog } from '../api/admin-audit';
import { useAuditText } from '../lib/audit-text';
import { useAdminFormat } from '../lib/format';
import { useDenyOnForbidden } from './admin-access';
import { SectionHeading } from './section-heading';
import { ScrollTable } from '../../../components/scroll-table';

/** The pages' entries in order, once each, should a page repeat one of the previous page. */
function uniqueEntries(pages: readonly { entries: AuditEntry[] }[]): AuditEntry[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.entries)
    .filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useAdminFormat();
  const words = useAuditText();
  const caption = t('audit.caption');
  return (
    <ScrollTable label={caption} minWidth={860} withTableBorder striped verticalSpacing="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('audit.columns.when')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.who')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.target')}</Table.Th>
          <Table.Th scope="col">{t('audit.columns.details')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              {entry.actorEmail ?? (
                <Text span c="dimmed" fz="sm">
                  {t('audit.system')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{words.action(entry)}</Table.Td>
            {/* An e-mail may break anywhere; a provider's company name only between words. */}
            <Table.Td style={entry.targetType === 'user' ? { wordBreak: 'break-all' } : undefined}>
              {entry.targetLabel ?? (
                <Text span c="dimmed" fz="sm">
                  {t('audit.unknownTarget')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {words.details(entry).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/**
 * /admin/audit: who changed what, the latest first, a page (AUDIT_PAGE_SIZE) at a time. 'Load
 * older' keeps the focus where it is and says how many entries are shown now.
 */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  useDenyOnForbidden(log.error);
  const entries = useMemo(() => uniqueEntries(log.data?.pages ?? []), [log.data]);

  let content;
  if (log.isPending) {
    content = <LoadingState label={t('audit.loading')} />;
  } else if (log.isError && !log.data) {
    content = (
      <LoadFailed
        title={t('audit.error')}
        text={localizedServerMessage(log.error, t, t('errorText'))}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  } else if (entries.length === 0) {
    content = <Text c="dimmed">{t('audit.empty')}</Text>;
  } else {
    content = (
      <Stack gap="md">
        <AuditTable entries={entries} />
        <Stack gap="xs" align="flex-start">
          <Text role="status" size="sm">
            {log.isFetchNextPageError
              ? t('audit.olderFailed')
              : log.hasNextPage
                ? t('audit.shown', { count: entries.length })
                : t('audit.all', { count: entries.length })}
          </Text>
          <LoadMoreButton
            list={log}
            label={t('audit.loadOlder')}
            icon={<IconHistory size={16} aria-hidden />}
          />
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionHeading title={t('audit.title')} intro={t('audit.intro')} />
      {content}
    </Stack>
  );
}
