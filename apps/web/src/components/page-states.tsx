import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A page part loading: a spinner and what is loading, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

export interface LoadFailedProps {
  /** What could not be loaded ('The figures could not be loaded'). */
  title: string;
  /** Why, or what to do; the server's message when it sent one worth showing. */
  text: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

/** A failed load with its reason and a retry, announced when it appears. */
export function LoadFailed({ title, text, onRetry, retrying = false }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="default"
          loading={retrying}
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
