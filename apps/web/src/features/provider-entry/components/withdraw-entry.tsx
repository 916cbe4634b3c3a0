import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { useWithdrawProviderEntry } from '../api/my-provider-entry';

/**
 * Takes the entry off the users' lists after a confirmation (DELETE /me/provider). It stays
 * stored as 'withdrawn', so saving the form submits it again.
 */
export function WithdrawEntry() {
  const { t } = useTranslation('provider-entry');
  const { t: tc } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const withdrawal = useWithdrawProviderEntry();

  function confirm() {
    if (withdrawal.isPending) return;
    withdrawal.mutate(undefined, {
      onSuccess: () => {
        close();
        notifySuccess({
          title: t('withdraw.doneTitle'),
          message: t('withdraw.done'),
          closeLabel: tc('dialog.close'),
        });
      },
    });
  }

  function cancel() {
    if (withdrawal.isPending) return;
    withdrawal.reset();
    close();
  }

  return (
    <>
      <Group>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          onClick={open}
        >
          {t('withdraw.button')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={cancel}
        centered
        title={<Text fw={700}>{t('withdraw.title')}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('withdraw.text')}</Text>
          {withdrawal.isError && (
            <Alert color="red" variant="light">
              {localizedServerMessage(withdrawal.error, t, t('withdraw.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={withdrawal.isPending}>
              {t('withdraw.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={withdrawal.isPending}>
              {t('withdraw.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
