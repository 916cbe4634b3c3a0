import type { SavedReport } from '@foodhub/contracts';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor, pathTo } from '../../../config/paths';
import { localizedServerMessage } from '../../../lib/server-text';

export interface ReportSaveStatusProps {
  isLoggedIn: boolean;
  /** The save of the report (api/reports useSaveReport). */
  save: UseQueryResult<SavedReport>;
}

/**
 * Where the report is kept: saving to 'My reports', saved there (with its link), or why not,
 * with Retry; without a session, the way to log in and come back.
 */
export function ReportSaveStatus({ isLoggedIn, save }: ReportSaveStatusProps) {
  const { t } = useTranslation('analysis');

  if (!isLoggedIn) {
    return (
      <Group gap="xs" wrap="nowrap" align="center">
        <IconLogin size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor component={Link} to={loginPathFor(pathTo('lca-report'))} size="sm">
          {t('report.save.loginHint')}
        </Anchor>
      </Group>
    );
  }
  if (save.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('report.save.failed')}
      >
        <Group gap="sm" justify="space-between" align="center">
          <Text size="sm">
            {localizedServerMessage(save.error, t, t('report.save.failedText'))}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void save.refetch()}>
            {t('report.save.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (save.data) {
    return (
      <Group gap="xs" role="status" wrap="wrap" align="center">
        <IconCircleCheck
          size={18}
          aria-hidden
          color="var(--mantine-color-green-text)"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm">{t('report.save.saved')}</Text>
        <Anchor component={Link} to={pathTo('my-report', { id: save.data.id })} size="sm">
          {t('report.save.open')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Group gap="xs" role="status" align="center">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{t('report.save.saving')}</Text>
    </Group>
  );
}
