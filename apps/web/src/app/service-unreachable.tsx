import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachableQuery } from './unreachable-query';

/** 'The service cannot be reached' with a retry of every query that failed for that reason. */
export function ServiceUnreachable() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    void queryClient
      .refetchQueries({ predicate: isUnreachableQuery })
      .finally(() => setRetrying(false));
  };

  return (
    <Container size="lg" pt="md">
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconCloudOff size={20} aria-hidden />}
        data-testid="service-unreachable"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('errors.unreachable')}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retrying}
            onClick={retry}
          >
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
