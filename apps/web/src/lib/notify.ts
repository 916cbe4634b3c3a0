import { notifications } from '@mantine/notifications';

interface Notice {
  title: string;
  message: string;
  /** The close button's label (common:dialog.close). */
  closeLabel: string;
}

/*
 * Every notification gets a named close button and its text the body colour: Mantine's defaults
 * (no label, gray.6 at 3.3:1) fail WCAG 2.1 AA.
 */
const accessible = (closeLabel: string) => ({
  closeButtonProps: { 'aria-label': closeLabel },
  styles: { description: { color: 'var(--mantine-color-text)' } },
});

/** A green notification for a saved change. */
export function notifySuccess({ title, message, closeLabel }: Notice) {
  notifications.show({ color: 'green', title, message, ...accessible(closeLabel) });
}

/** A red notification for a change that was not saved; it stays until closed, to be read. */
export function notifyFailure({ title, message, closeLabel }: Notice) {
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: false,
    ...accessible(closeLabel),
  });
}
