import type { SavedReport } from '@foodhub/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteReport } from '../api/reports';

/**
 * 'Delete report' on a saved report, after a confirmation (focus on Cancel, Escape closes):
 * DELETE /me/reports/:id, then back to My reports. My impact and the figures no longer count it.
 */
export function DeleteReport({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const deletion = useDeleteReport(report.id);
  const navigate = useNavigate();

  function confirm() {
    if (deletion.isPending) return;
    deletion.mutate(undefined, {
      onSuccess: () => {
        close();
        notifySuccess({
          title: t('actions.deleteDialog.done'),
          message: report.header.surplus_name,
          closeLabel: tc('dialog.close'),
        });
        void navigate(pathTo('my-reports'));
      },
    });
  }

  function cancel() {
    if (deletion.isPending) return;
    deletion.reset();
    close();
  }

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
      >
        {t('actions.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={cancel}
        centered
        title={<Text fw={700}>{t('actions.deleteDialog.title')}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('actions.deleteDialog.text', { name: report.header.surplus_name })}
          </Text>
          {report.share_token && <Text size="sm">{t('actions.deleteDialog.shared')}</Text>}
          {deletion.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('actions.deleteDialog.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={deletion.isPending} data-autofocus>
              {t('actions.deleteDialog.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={deletion.isPending}>
              {t('actions.deleteDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
