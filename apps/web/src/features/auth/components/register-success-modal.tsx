import { REGISTER_SUCCESS_COUNTDOWN_SECONDS } from '../lib/registration-timing';
import { Button, Modal, Progress, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

interface RegisterSuccessModalProps {
  message: string;
  onContinue(): void;
}

/** After registration: the server's message and a 10 s countdown to /login (spec part 1 §4). */
export function RegisterSuccessModal({ message, onContinue }: RegisterSuccessModalProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const remaining = useCountdown(REGISTER_SUCCESS_COUNTDOWN_SECONDS, onContinue);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      opened
      onClose={onContinue}
      centered
      closeOnClickOutside={false}
      title={
        <Group gap="xs">
          <ThemeIcon color="green" variant="light" radius="xl">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text fw={700}>{t('register.successTitle')}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('register.countdown', { count: remaining })}
          </Text>
          <Progress
            value={(remaining / REGISTER_SUCCESS_COUNTDOWN_SECONDS) * 100}
            size="sm"
            aria-hidden
          />
        </Stack>
        <Button onClick={onContinue} fullWidth>
          {t('register.continueToLogin')}
        </Button>
      </Stack>
    </Modal>
  );
}
