import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { isNotFound, useSharedReport } from '../api/reports';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';

/** A link that is not (or no longer) a share link: unknown, stopped, or malformed. */
function isInvalidLink(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiError && error.status === 400);
}

/**
 * /shared/report/:token: a report its owner shared, read-only and without login; the PDF can
 * be downloaded, nothing can be changed.
 */
export function SharedReportPage({ token }: { token: string }) {
  const { t } = useTranslation('reports');
  const query = useSharedReport(token);

  let content;
  if (query.isPending) {
    content = <LoadingState label={t('report.loading')} />;
  } else if (query.isError) {
    content = isInvalidLink(query.error) ? (
      <EmptyState title={t('shared.invalidTitle')} text={t('shared.invalidText')} />
    ) : (
      <ErrorState title={t('report.error')} onRetry={() => void query.refetch()} />
    );
  } else {
    const report = query.data;
    content = (
      <Stack gap="xl">
        <Stack gap={6} align="flex-start">
          <Badge variant="light" color="gray">
            {t('shared.badge')}
          </Badge>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('report.title', { name: report.header.surplus_name })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('shared.subtitle')}
          </Text>
        </Stack>
        <ReportActions report={report} source={{ kind: 'shared', token }} withCsv={false} />
        <ReportDocument report={report} />
      </Stack>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      {content}
    </Container>
  );
}
