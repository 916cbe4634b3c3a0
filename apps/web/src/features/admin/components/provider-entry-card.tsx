import type { AdminProviderEntry } from '@foodhub/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { canApprove, STATUS_COLORS } from '../lib/provider-review';
import { ProviderEntryChanges } from './provider-entry-changes';
import { useEntrySections } from './provider-entry-facts';
import { ProviderEntryReview } from './provider-entry-review';
import { useProviderPreview } from './provider-preview-slot';

/**
 * One organisation's entry as the operator reviews it: a card rather than a table row, as an
 * entry has too many fields for columns. Its heading takes the focus after a decision (the
 * button pressed is gone then), so it is focusable from code only. While it waits for approval,
 * the users' provider card of it stands right above Approve: what approving will publish.
 */
export function ProviderEntryCard({
  entry,
  solutionName,
  onDecided,
}: {
  entry: AdminProviderEntry;
  solutionName: (id: string) => string;
  onDecided: (entry: AdminProviderEntry) => void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const sections = useEntrySections(entry, solutionName);
  const preview = useProviderPreview();

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Title
            order={3}
            fz="lg"
            id={titleId}
            tabIndex={-1}
            data-entry-heading={entry.id}
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.company_name}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[entry.status]} variant="light" tt="none" size="lg">
              {t(`providers.status.${entry.status}`)}
            </Badge>
            {entry.review_changes && (
              <Badge color="orange" variant="light" tt="none" size="lg">
                {t('providers.notVerified')}
              </Badge>
            )}
          </Group>
        </Group>
        <ProviderEntryChanges entry={entry} headingId={`${titleId}-changes`} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`${titleId}-${section.key}`}>
              <Title order={4} fz="sm" mb={6} id={`${titleId}-${section.key}`}>
                {section.title}
              </Title>
              {section.facts.length > 0 ? (
                <FactList facts={section.facts} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('providers.nothingEntered')}
                </Text>
              )}
            </section>
          ))}
        </SimpleGrid>
        {preview && canApprove(entry) && (
          <section aria-labelledby={`${titleId}-preview`}>
            <Title order={4} fz="sm" mb={4} id={`${titleId}-preview`}>
              {t('providers.preview.title')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('providers.preview.text')}
            </Text>
            {preview(entry)}
          </section>
        )}
        <ProviderEntryReview entry={entry} onDecided={onDecided} />
      </Stack>
    </Paper>
  );
}
