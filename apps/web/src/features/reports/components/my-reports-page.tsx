import type { SavedReportSummary } from '@foodhub/contracts';
import { indicatorWording, reportFrequencyText } from '@foodhub/domain';
import { Anchor, Container, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useSolutionName } from '../../../api/solution-names';
import { netDirection } from '../../../lib/impact-story';
import { useMyReports } from '../api/reports';
import { useReportFormat } from '../lib/format';
import { EmptyState, ErrorState, LoadingState, OpenToolButton } from './page-states';
import { PageHeader } from '../../../components/page-header';
import { ScrollTable } from '../../../components/scroll-table';

function ReportRows({ reports }: { reports: SavedReportSummary[] }) {
  const { t, i18n } = useTranslation(['reports', 'matching']);
  const { figure, amount, date, day } = useReportFormat();
  const solutionName = useSolutionName();
  const navigate = useNavigate();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const { unit } = indicatorWording(lng, 'co2');
  // One donation's climate result in words, as the report leads with it: never a bare '-0.789'.
  const climate = (net: number) => {
    const direction = netDirection(net);
    if (direction === 'none') return t('list.co2None');
    const value = t('document.figureUnit', { value: figure(Math.abs(net)), unit });
    return direction === 'saves'
      ? t('list.co2Saves', { amount: value })
      : t('list.co2Adds', { amount: value });
  };
  // The words of the saved report, its PDF and its CSV (packages/domain report-wording).
  const frequency = (f: SavedReportSummary['frequency']) => reportFrequencyText(lng, f);

  return (
    <ScrollTable
      label={t('list.caption')}
      minWidth={760}
      highlightOnHover
      withTableBorder
      verticalSpacing="sm"
    >
      <Table.Caption>{t('list.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.surplus')}</Table.Th>
          <Table.Th scope="col">{t('list.amount')}</Table.Th>
          <Table.Th scope="col">{t('list.solution')}</Table.Th>
          <Table.Th scope="col">{t('list.provider')}</Table.Th>
          <Table.Th scope="col">{t('list.date')}</Table.Th>
          <Table.Th scope="col">{t('list.netCo2')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => {
          const to = pathTo('my-report', { id: report.id });
          return (
            <Table.Tr
              key={report.id}
              // The link in the first cell opens the report; the whole row does for a pointer.
              onClick={() => void navigate(to)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Th scope="row" fw={600}>
                <Anchor component={Link} to={to} onClick={(e) => e.stopPropagation()}>
                  {report.surplus_name || t('list.unnamed')}
                </Anchor>
              </Table.Th>
              <Table.Td>
                {t('document.amountValue', {
                  amount: amount(report.amount_kg),
                  frequency: frequency(report.frequency),
                })}
                {report.ended_on && (
                  <Text component="span" display="block" size="sm" c="dimmed">
                    {t('list.stoppedOn', { date: day(report.ended_on) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{solutionName(report.solution_id, report.solution_name)}</Table.Td>
              <Table.Td>{report.provider_name ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(report.created_at)}</Table.Td>
              <Table.Td
                c={
                  netDirection(report.net_co2_once) === 'adds'
                    ? 'var(--mantine-color-orange-text)'
                    : 'var(--mantine-color-green-text)'
                }
              >
                {climate(report.net_co2_once)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** /my-reports: the reports the user saved from the analysis, each opening its document. */
export function MyReportsPage() {
  const { t } = useTranslation('reports');
  const reports = useMyReports();

  let content;
  if (reports.isPending) {
    content = <LoadingState label={t('list.loading')} />;
  } else if (reports.isError) {
    content = <ErrorState title={t('list.error')} onRetry={() => void reports.refetch()} />;
  } else if (reports.data.length === 0) {
    content = (
      <EmptyState
        title={t('list.emptyTitle')}
        text={t('list.emptyText')}
        action={<OpenToolButton />}
      />
    );
  } else {
    content = <ReportRows reports={reports.data} />;
  }

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
        {content}
      </Stack>
    </Container>
  );
}
