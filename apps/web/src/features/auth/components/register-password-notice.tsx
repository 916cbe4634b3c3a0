import { REGISTER_PASSWORD_REDIRECT_MS } from '../lib/registration-timing';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { GeneratedPassword } from './generated-password';
import { PasswordWarning } from './password-warning';

interface RegisterPasswordNoticeProps {
  password: string;
  onContinue(): void;
}

/**
 * The e-mail was not delivered: the password stays on screen until the user confirms having
 * saved it; only then the 3 s redirect to /login of spec part 1 §4 starts.
 */
export function RegisterPasswordNotice({ password, onContinue }: RegisterPasswordNoticeProps) {
  const { t } = useTranslation('auth');
  const [saved, setSaved] = useState(false);

  return (
    <Stack gap="md">
      <PasswordWarning text={t('register.passwordText')} />
      <GeneratedPassword password={password} />
      {saved ? (
        <RedirectToLogin onContinue={onContinue} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('register.passwordSaveFirst')}
          </Text>
          <Button onClick={() => setSaved(true)} fullWidth>
            {t('register.passwordSaved')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The countdown to /login, with a button that skips it. */
function RedirectToLogin({ onContinue }: { onContinue(): void }) {
  const { t } = useTranslation('auth');
  const remaining = useCountdown(REGISTER_PASSWORD_REDIRECT_MS / 1000, onContinue);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('register.countdown', { count: remaining })}
      </Text>
      <Button onClick={onContinue} fullWidth>
        {t('register.continueToLogin')}
      </Button>
    </Stack>
  );
}
