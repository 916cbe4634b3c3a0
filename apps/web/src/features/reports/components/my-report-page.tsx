import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { pathTo } from '../../../config/paths';
import { isNotFound, useMyReport } from '../api/reports';
import { DeleteReport } from './delete-report';
import { EndDonation } from './end-donation';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';
import { ShareSection } from './share-section';

/**
 * /my-reports/:id: one saved report as a read-only document, with its PDF and CSV downloads,
 * 'we stopped this donation' for a recurring surplus, the share link, and 'Delete report'.
 */
export function MyReportPage({ id }: { id: string }) {
  const { t } = useTranslation('reports');
  const query = useMyReport(id);

  let content;
  if (query.isPending) {
    content = <LoadingState label={t('report.loading')} />;
  } else if (query.isError) {
    content = isNotFound(query.error) ? (
      <EmptyState
        title={t('report.notFoundTitle')}
        text={t('report.notFoundText')}
        action={
          <Button component={Link} to={pathTo('my-reports')} variant="default">
            {t('report.toList')}
          </Button>
        }
      />
    ) : (
      <ErrorState title={t('report.error')} onRetry={() => void query.refetch()} />
    );
  } else {
    const report = query.data;
    content = (
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('report.title', { name: report.header.surplus_name })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('report.subtitle')}
          </Text>
        </Stack>
        <ReportActions report={report} source={{ kind: 'mine', id: report.id }} />
        <ReportDocument report={report} />
        {report.header.frequency.interval !== 'once' && <EndDonation report={report} />}
        <ShareSection report={report} />
        <Group>
          <DeleteReport report={report} />
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md">
        <BackLink to={pathTo('my-reports')}>{t('report.back')}</BackLink>
        {content}
      </Stack>
    </Container>
  );
}
