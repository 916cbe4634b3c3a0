import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { useRemoveSamples, useSampleCount } from '../api/admin-catalogue';
import { isForbidden } from '../lib/access';
import { useAdminFormat } from '../lib/format';
import { useDenyOnForbidden } from './admin-access';
import { BusyIcon } from './busy-icon';

/**
 * 'Remove all sample providers': the demo data goes once real providers are in. The count comes
 * from the list filtered to samples; the confirmation names it and says that it is final. The
 * button stays when there is none (only looking disabled), so the focus never falls off it.
 */
export function SampleProviders() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { count } = useAdminFormat();
  const titleId = useId();
  const samples = useSampleCount();
  const remove = useRemoveSamples();
  useDenyOnForbidden(samples.error ?? remove.error);
  const [opened, setOpened] = useState(false);
  const total = samples.data;
  const none = total === undefined || total === 0;

  const close = () => {
    if (!remove.isPending) setOpened(false);
  };
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: ({ removed }) => {
        setOpened(false);
        notifySuccess({
          title: t('catalogue.samples.removedTitle'),
          message: t('catalogue.samples.removed', { count: removed, number: count(removed) }),
          closeLabel: tc('dialog.close'),
        });
      },
      onError: (error) => {
        // The layout shows the not-for-you page instead.
        if (isForbidden(error)) return;
        setOpened(false);
        notifyFailure({
          title: t('catalogue.samples.failed'),
          message: localizedServerMessage(error, t, t('errorText')),
          closeLabel: tc('dialog.close'),
        });
      },
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="lg" id={titleId}>
        {t('catalogue.samples.title')}
      </Title>
      <Text size="sm">
        {samples.isPending
          ? t('catalogue.samples.counting')
          : samples.isError
            ? t('catalogue.samples.countFailed')
            : t('catalogue.samples.count', { number: count(total ?? 0) })}
      </Text>
      <div>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          data-disabled={none || undefined}
          aria-disabled={none || undefined}
          onClick={() => {
            if (!none) setOpened(true);
          }}
        >
          {t('catalogue.samples.remove')}
        </Button>
      </div>
      <Modal
        opened={opened}
        onClose={close}
        centered
        title={<Text fw={700}>{t('catalogue.samples.confirmTitle')}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" role="note">
            {t('catalogue.samples.confirmText', { count: total, number: count(total ?? 0) })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('catalogue.samples.cancel')}
            </Button>
            <Button
              color="red"
              leftSection={
                <BusyIcon pending={remove.isPending} icon={<IconTrash size={16} aria-hidden />} />
              }
              aria-disabled={remove.isPending || undefined}
              onClick={confirm}
            >
              {t('catalogue.samples.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
