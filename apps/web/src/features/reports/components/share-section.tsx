import type { SavedReport } from '@foodhub/contracts';
import {
  Button,
  Checkbox,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useShareReport, useStopSharing } from '../api/reports';

/** The full address of a share link: this site, the router's base (/tool), the shared page. */
function useShareUrl(token: string | null): string | null {
  const href = useHref(pathTo('shared-report', { token: token ?? 'none' }));
  return token ? `${window.location.origin}${href}` : null;
}

/**
 * Sharing a report read-only: a link anyone can open without logging in, with or without the
 * company's name and address; Copy, and Stop sharing to make the link invalid.
 */
export function ShareSection({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const [showCompany, setShowCompany] = useState(false);
  const share = useShareReport(report.id);
  const stop = useStopSharing(report.id);
  const url = useShareUrl(report.share_token);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('share.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('share.text')}
        </Text>
        {url ? (
          <>
            <TextInput
              label={t('share.linkLabel')}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                    onClick={copy}
                  >
                    {copied ? t('share.copied') : t('share.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="outline"
                color="red"
                leftSection={<IconLinkOff size={16} aria-hidden />}
                loading={stop.isPending}
                onClick={() => {
                  share.reset();
                  stop.mutate();
                }}
              >
                {t('share.stop')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Checkbox
              label={t('share.showCompany')}
              checked={showCompany}
              onChange={(e) => setShowCompany(e.currentTarget.checked)}
            />
            <Group>
              <Button
                leftSection={<IconLink size={16} aria-hidden />}
                loading={share.isPending}
                onClick={() => {
                  stop.reset();
                  share.mutate(showCompany);
                }}
              >
                {t('share.create')}
              </Button>
            </Group>
          </>
        )}
        {(share.isError || stop.isError) && (
          <Text size="sm" c="red.8" role="alert">
            {share.isError ? t('share.createFailed') : t('share.stopFailed')}
          </Text>
        )}
        {/* Says what changed to screen readers as well. */}
        <Text size="sm" role="status" c="dimmed">
          {share.isSuccess && url ? t('share.created') : ''}
          {stop.isSuccess && !url ? t('share.stopped') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
