import { Group } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmStep } from '../../../components/confirm-step';
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
  const withdrawal = useWithdrawProviderEntry();

  return (
    <Group>
      <ConfirmStep
        label={t('withdraw.button')}
        icon={<IconEyeOff size={16} aria-hidden />}
        title={t('withdraw.title')}
        text={t('withdraw.text')}
        confirm={t('withdraw.confirm')}
        cancel={t('withdraw.cancel')}
        pending={withdrawal.isPending}
        error={
          withdrawal.isError && localizedServerMessage(withdrawal.error, t, t('withdraw.failed'))
        }
        onCancel={withdrawal.reset}
        onConfirm={(done) =>
          withdrawal.mutate(undefined, {
            onSuccess: () => {
              done();
              notifySuccess({
                title: t('withdraw.doneTitle'),
                message: t('withdraw.done'),
                closeLabel: tc('dialog.close'),
              });
            },
          })
        }
      />
    </Group>
  );
}
