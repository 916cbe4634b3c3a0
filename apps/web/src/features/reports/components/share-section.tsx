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
 * company's name and address (the choice can change while the link stays); Copy, and Stop
 * sharing to make the link invalid.
 */
export function ShareSection({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const [showCompany, setShowCompany] = useState(false);
  // Whether the last share call changed the choice of a link, rather than making one.
  const [changing, setChanging] = useState(false);
  const share = useShareReport(report.id);
  const stop = useStopSharing(report.id);
  const url = useShareUrl(report.share_token);
  // While shared, the tick is the link's: a change is sent at once, and shown from the click on
  // (set in the same event, so the controlled box never springs back before the call starts).
  const [sentChoice, setSentChoice] = useState<boolean | null>(null);
  const sharedChoice = sentChoice ?? report.share_show_company;
  const companyBox = (checked: boolean, onChange: (checked: boolean) => void) => (
    <Checkbox
      label={t('share.showCompany')}
      description={t('share.showCompanyHint')}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );

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
            {companyBox(sharedChoice, (checked) => {
              // One change at a time: the tick follows the answer.
              if (sentChoice !== null || share.isPending) return;
              stop.reset();
              setChanging(true);
              setSentChoice(checked);
              share.mutate(checked, { onSettled: () => setSentChoice(null) });
            })}
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
            {companyBox(showCompany, setShowCompany)}
            <Group>
              <Button
                leftSection={<IconLink size={16} aria-hidden />}
                loading={share.isPending}
                onClick={() => {
                  stop.reset();
                  setChanging(false);
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
            {stop.isError
              ? t('share.stopFailed')
              : url
                ? t('share.changeFailed')
                : t('share.createFailed')}
          </Text>
        )}
        {/* Says what changed to screen readers as well. */}
        <Text size="sm" role="status" c="dimmed">
          {share.isSuccess && url && !changing ? t('share.created') : ''}
          {share.isSuccess && url && changing
            ? t(share.data.show_company ? 'share.companyShown' : 'share.companyHidden')
            : ''}
          {stop.isSuccess && !url ? t('share.stopped') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
