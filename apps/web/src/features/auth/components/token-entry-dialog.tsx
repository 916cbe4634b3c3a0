import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TokenEntry } from '../hooks/use-token-entry';

/**
 * Asks before a sign-in link switches the session: 'Sign in as <email>?', naming the account
 * signed in now when it is another one. Cancel has the focus, so Enter or Escape keeps the
 * current session; an invalid or expired link says so.
 */
export function TokenEntryDialog({ entry }: { entry: TokenEntry }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { step } = entry;

  if (step.kind === 'checking') {
    return (
      <Center py={64} role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('tokenLink.checking')}</Text>
        </Group>
      </Center>
    );
  }

  const close = () => {
    if (!entry.accepting) entry.cancel();
  };
  return (
    <Modal
      opened
      onClose={close}
      centered
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      title={<Text fw={700}>{t('tokenLink.title')}</Text>}
    >
      {step.kind === 'confirm' ? (
        <Stack gap="md">
          {step.currentEmail !== null && step.currentEmail !== step.linkEmail && (
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
              {t('tokenLink.otherAccount', { current: step.currentEmail, link: step.linkEmail })}
            </Alert>
          )}
          <Text fw={500}>{t('tokenLink.question', { email: step.linkEmail })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={entry.accepting} data-autofocus>
              {t('tokenLink.cancel')}
            </Button>
            <Button onClick={() => void entry.accept()} loading={entry.accepting}>
              {t('tokenLink.continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {step.kind === 'invalid' ? t('tokenLink.invalid') : t('tokenLink.checkFailed')}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('tokenLink.ok')}
            </Button>
            {step.kind === 'failed' && (
              <Button onClick={entry.retry}>{t('tokenLink.retry')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
