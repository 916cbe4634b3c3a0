import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmStepProps {
  /** The button that asks, and the dialog's words. */
  label: string;
  title: string;
  text: ReactNode;
  confirm: string;
  cancel: string;
  color?: ButtonProps['color'];
  icon?: ReactNode;
  pending: boolean;
  /** Why the step failed, shown in the dialog, which stays open. */
  error?: ReactNode;
  /** Takes the step; `done` closes the dialog once it is answered. */
  onConfirm(done: () => void): void;
  /** The dialog closed without the step (a failed try is forgotten there). */
  onCancel?(): void;
}

/**
 * A step that cannot be undone (delete a report, withdraw an entry, nobody came), asked once more
 * in a dialog: the focus starts on 'Cancel', Escape closes it, nothing closes it while the step
 * is on its way.
 */
export function ConfirmStep({
  label,
  title,
  text,
  confirm,
  cancel: cancelLabel,
  color = 'red',
  icon,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const { t } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = () => {
    if (pending) return;
    onCancel?.();
    close();
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
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Stack gap="md">
          {typeof text === 'string' ? <Text size="sm">{text}</Text> : text}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={pending} data-autofocus>
              {cancelLabel}
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
