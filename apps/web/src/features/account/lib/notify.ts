import { notifications } from '@mantine/notifications';

interface SuccessNotice {
  title: string;
  message: string;
  /** The close button's label (common:dialog.close). */
  closeLabel: string;
}

/**
 * A green notification for a saved change. Its close button gets a name and its text the body
 * colour: Mantine's defaults (no label, gray.6 at 3.3:1) fail WCAG 2.1 AA.
 */
export function notifySuccess({ title, message, closeLabel }: SuccessNotice) {
  notifications.show({
    color: 'green',
    title,
    message,
    closeButtonProps: { 'aria-label': closeLabel },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
