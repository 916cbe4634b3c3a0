import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmStepProps {
  /** The button that asks, and the dialog's words. */
  label: string;
  title: string;
  text: string;
  confirm: string;
  color?: ButtonProps['color'];
  icon?: ReactNode;
  pending: boolean;
  /** Takes the step; `done` closes the dialog once it is answered (either way). */
  onConfirm(done: () => void): void;
}

/**
 * A step that cannot be undone (withdraw, nobody came), asked once more in a dialog: the focus
 * starts on 'Cancel', Escape closes it, and the answer closes it (a refusal shows on the page).
 */
export function ConfirmStep({
  label,
  title,
  text,
  confirm,
  color = 'red',
  icon,
  pending,
  onConfirm,
}: ConfirmStepProps) {
  const { t } = useTranslation('offers');
  const { t: tc } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = () => {
    if (!pending) close();
  };
  return (
    <>
      <Button
        variant="outline"
        color={color}
        leftSection={icon}
        onClick={open}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={cancel}
        centered
        title={<Text fw={700}>{title}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={pending} data-autofocus>
              {t('donor.actions.cancel')}
            </Button>
            <Button
              color={color}
              loading={pending}
              onClick={() => {
                if (!pending) onConfirm(close);
              }}
            >
              {confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
