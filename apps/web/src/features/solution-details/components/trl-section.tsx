import { TRL_MAX, trlBarWidth } from '@foodhub/domain';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Technology readiness, 1-9 (spec part 1 §2): the caller shows it only when hasTrl(level). */
export function TrlSection({ level }: { level: unknown }) {
  const { t } = useTranslation('matching');
  const width = trlBarWidth(level);
  return (
    <Stack gap={6} data-testid="trl">
      <Title order={4} fz="sm">
        {t('trl.title')}
      </Title>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('trl.value', { level: String(level), max: TRL_MAX })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('trl.scale')}
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={width} color="blue.7" aria-label={t('trl.title')} />
      </Progress.Root>
    </Stack>
  );
}
