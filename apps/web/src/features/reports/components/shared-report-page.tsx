import type { Language } from '@foodhub/domain';
import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSegments } from '../../../components/language/language-switcher';
import { ApiError } from '../../../lib/api-client';
import { showLanguageForPage, showOwnLanguage } from '../../../lib/i18n';
import { isNotFound, useSharedReport } from '../api/reports';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';

/** A link that is not (or no longer) a share link: unknown, stopped, or malformed. */
function isInvalidLink(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiError && error.status === 400);
}

/**
 * Shows the page in the report's language (the language it was made in) without making it the
 * viewer's choice: nothing is stored, and leaving the page goes back to the viewer's own language.
 * A switch on the page is the viewer's choice and stays. True once the language is shown, so the
 * report never flashes in another language first.
 */
function useReportLanguage(language: Language | undefined): boolean {
  const [shown, setShown] = useState<Language | null>(null);
  useEffect(() => {
    if (!language) return;
    let live = true;
    const done = () => {
      if (live) setShown(language);
    };
    showLanguageForPage(language).then(done, done);
    return () => {
      live = false;
      void showOwnLanguage();
    };
  }, [language]);
  return language !== undefined && shown === language;
}

/**
 * /shared/report/:token: a report its owner shared, read-only and without login; the PDF can
 * be downloaded, nothing can be changed. It opens in its owner's language, with the languages
 * to switch to on the page itself.
 */
export function SharedReportPage({ token }: { token: string }) {
  const { t } = useTranslation('reports');
  const query = useSharedReport(token);
  const languageShown = useReportLanguage(query.data?.language);

  let content;
  if (query.isPending || (query.isSuccess && !languageShown)) {
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
        <Stack gap={6} align="flex-start">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('shared.languageLabel')}
            </Text>
            <LanguageSegments label={t('shared.languageLabel')} size="sm" />
          </Group>
          <Text c="dimmed" size="xs">
            {t('shared.languageNote')}
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
