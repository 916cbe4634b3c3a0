import type { SavedReport } from '@foodhub/contracts';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmStep } from '../../../components/confirm-step';
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
  const deletion = useDeleteReport(report.id);
  const navigate = useNavigate();

  return (
    <ConfirmStep
      label={t('actions.delete')}
      icon={<IconTrash size={16} aria-hidden />}
      title={t('actions.deleteDialog.title')}
      text={
        <>
          <Text size="sm">
            {t('actions.deleteDialog.text', { name: report.header.surplus_name })}
          </Text>
          {report.share_token && <Text size="sm">{t('actions.deleteDialog.shared')}</Text>}
        </>
      }
      confirm={t('actions.deleteDialog.confirm')}
      cancel={t('actions.deleteDialog.cancel')}
      pending={deletion.isPending}
      error={deletion.isError && t('actions.deleteDialog.failed')}
      onCancel={deletion.reset}
      onConfirm={(done) =>
        deletion.mutate(undefined, {
          onSuccess: () => {
            done();
            notifySuccess({
              title: t('actions.deleteDialog.done'),
              message: report.header.surplus_name,
              closeLabel: tc('dialog.close'),
            });
            void navigate(pathTo('my-reports'));
          },
        })
      }
    />
  );
}
