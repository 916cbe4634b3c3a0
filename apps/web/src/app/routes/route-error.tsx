import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Messages browsers give when a page's code chunk cannot be fetched (often after a deploy). */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (CHUNK_LOAD_ERROR.test(error.message) || CHUNK_LOAD_ERROR.test(error.name))
  );
}

/**
 * Error boundary of the route tree. It replaces the whole shell, so it draws its own minimal
 * frame and links home with a full page load.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? t('errors.chunkTitle') : t('errors.title');
  useDocumentTitle(title);
  useEffect(() => {
    if (!chunkFailed) console.error(error);
  }, [chunkFailed, error]);

  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Container size="sm" py={96}>
      <Paper withBorder radius="md" p="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md" role="alert">
          <ThemeIcon size={56} radius="xl" variant="light" color={chunkFailed ? 'blue' : 'orange'}>
            {chunkFailed ? (
              <IconRefresh size={30} aria-hidden />
            ) : (
              <IconAlertTriangle size={30} aria-hidden />
            )}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{chunkFailed ? t('errors.chunkText') : t('errors.text')}</Text>
          {status !== null && (
            <Text size="sm" c="dimmed">
              {t('errors.status', { status })}
            </Text>
          )}
          <Group justify="center" mt="sm">
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('actions.reload')}
            </Button>
            <Anchor href={import.meta.env.BASE_URL}>{t('actions.backHome')}</Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
