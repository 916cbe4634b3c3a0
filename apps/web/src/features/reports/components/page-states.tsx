import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';

/** A page part loading: a spinner and what is loading, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

/** A failed load, with Retry. */
export function ErrorState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('states.errorText')}</Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('states.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to show yet (no reports), or nothing here (a report or link that is gone). */
export function EmptyState({
  title,
  text,
  action,
  order = 2,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  /** The title's heading level: 3 inside a section of the page. */
  order?: 2 | 3;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={order} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** The empty states' way on while there are no reports: to the analysis tool that makes them. */
export function OpenToolButton() {
  const { t } = useTranslation('reports');
  return (
    <Button
      component={Link}
      to={pathTo('tool')}
      rightSection={<IconArrowRight size={16} aria-hidden />}
    >
      {t('list.openTool')}
    </Button>
  );
}
