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
import { PageLoader } from '../../components/page-loader';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ChunkLoadTimeoutError, isChunkLoadError } from '../../lib/lazy-import';
import {
  isReloadingForNewVersion,
  mayReloadForFailedChunk,
  reloadOnceForFailedChunk,
} from '../../lib/lazy-reload';
import { reloadPage } from '../../lib/reload-page';

/**
 * Error boundary of the route tree. It replaces the whole shell, so it draws its own minimal
 * frame and links home with a full page load. A page chunk that could not be fetched (usually
 * a new deployment) first reloads the page once by itself (lib/lazy-reload); only a repeated
 * failure, or a chunk that took longer than CHUNK_LOAD_TIMEOUT_MS, shows 'Please reload'.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const timedOut = error instanceof ChunkLoadTimeoutError;
  // While the page reloads for a new version, any error on the way is not worth showing.
  const reloading =
    isReloadingForNewVersion() || (chunkFailed && !timedOut && mayReloadForFailedChunk());
  const title = chunkFailed ? t('errors.chunkTitle') : t('errors.title');
  useDocumentTitle(title);
  useEffect(() => {
    if (reloading) reloadOnceForFailedChunk();
    else if (!chunkFailed) console.error(error);
  }, [reloading, chunkFailed, error]);

  if (reloading) return <PageLoader />;

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
          <Text c="dimmed">
            {timedOut
              ? t('errors.chunkTimeoutText')
              : chunkFailed
                ? t('errors.chunkText')
                : t('errors.text')}
          </Text>
          {status !== null && (
            <Text size="sm" c="dimmed">
              {t('errors.status', { status })}
            </Text>
          )}
          <Group justify="center" mt="sm">
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={reloadPage}>
              {chunkFailed ? t('actions.retry') : t('actions.reload')}
            </Button>
            <Anchor href={import.meta.env.BASE_URL}>{t('actions.backHome')}</Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
