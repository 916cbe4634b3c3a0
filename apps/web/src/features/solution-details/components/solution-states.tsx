import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function SolutionLoading() {
  const { t } = useTranslation('matching');
  return (
    <Center py={48}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{t('details.loading')}</Text>
      </Stack>
    </Center>
  );
}

/** An unknown id (a stale or mistyped link): said plainly, with the way back above and below. */
export function SolutionNotFound() {
  const { t } = useTranslation('matching');
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} fz="lg">
          {t('details.notFoundTitle')}
        </Title>
        <Text maw={480}>{t('details.notFoundText')}</Text>
      </Stack>
    </Paper>
  );
}

export function SolutionLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('matching');
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('details.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('details.errorText')}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('details.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
