import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLogout } from '../../../hooks/use-logout';
import { useDeleteAccount } from '../api/delete-account';

/** The word to type in step 2; not translated (spec part 2 §5). */
export const DELETE_CONFIRMATION = 'DELETE';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose(): void;
}

/** Two-step deletion (spec part 2 §2, §4): warning, then typing DELETE, then deleting. */
export function DeleteAccountModal({ opened, onClose }: DeleteAccountModalProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const logout = useLogout();
  const deletion = useDeleteAccount();
  const [step, setStep] = useState<'warning' | 'confirm'>('warning');
  const form = useForm({
    initialValues: { confirmation: '' },
    validate: {
      confirmation: (value) => (value === DELETE_CONFIRMATION ? null : t('delete.mismatch')),
    },
  });
  // isPending only updates on the next render; the ref also stops a double click in one frame.
  const deleting = useRef(false);
  const isDeleting = deletion.isPending;

  function close() {
    if (deleting.current) return;
    setStep('warning');
    form.reset();
    onClose();
  }

  async function deleteAccount() {
    if (deleting.current) return;
    deleting.current = true;
    try {
      await deletion.mutateAsync();
    } catch {
      deleting.current = false;
      window.alert(t('delete.failed'));
      return;
    }
    trackEvent('account_deleted');
    await logout(pathTo('home'));
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      opened={opened}
      onClose={close}
      centered
      closeOnClickOutside={!isDeleting}
      closeOnEscape={!isDeleting}
      withCloseButton={!isDeleting}
      title={<Text fw={700}>{t('delete.title')}</Text>}
    >
      {step === 'warning' ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {t('delete.warningIntro')}
          </Alert>
          <List size="sm" spacing={4}>
            <List.Item>{t('delete.items.account')}</List.Item>
            <List.Item>{t('delete.items.personalData')}</List.Item>
            <List.Item>{t('delete.items.analyses')}</List.Item>
          </List>
          <Text size="sm" fw={600} c="red.8">
            {t('delete.irreversible')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button color="red" onClick={() => setStep('confirm')}>
              {t('delete.continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => form.onSubmit(deleteAccount)(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('delete.confirmLabel')}
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('confirmation')}
              disabled={isDeleting}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={isDeleting}>
                {t('delete.cancel')}
              </Button>
              <Button type="submit" color="red" loading={isDeleting}>
                {isDeleting ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
