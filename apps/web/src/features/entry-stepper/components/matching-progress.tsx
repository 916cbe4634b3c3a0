import { Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';

/** Shown while the match runs (spec part 1 §2): the wait text, a loader and the elapsed time. */
export function MatchingProgress() {
  const { t } = useTranslation('matching');
  const elapsed = useElapsedSeconds();
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p="xl" aria-busy>
        <Stack align="center" gap="sm" ta="center">
          <Loader size="lg" aria-hidden />
          <Text fw={600} role="status">
            {t('matching.loading')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="matching-elapsed">
            {t('matching.elapsed', { seconds: elapsed })}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
